// SPEC §2: scroll-to-top is on. The button appears once the page is scrolled.
import { useEffect, useState } from 'react'
import { IconButton } from '@chakra-ui/react'
import { AppIcon } from './icons.tsx'
import { t } from '@/i18n/i18n.ts'

const SHOW_AFTER_PX = 300

export function ScrollToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  if (!visible) return null
  return (
    <IconButton
      aria-label={t('Scroll to top')}
      position="fixed"
      bottom="6"
      insetEnd="6"
      rounded="full"
      shadow="md"
      zIndex="docked"
      onClick={() => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <AppIcon name="arrowUp" />
    </IconButton>
  )
}
