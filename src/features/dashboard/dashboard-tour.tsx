// A keyboard-accessible step-by-step tour: a spotlight on the target and a small dialog beside it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { t } from '@/i18n/i18n.ts'
import { findTourTarget, type TourStep } from './tour-steps.ts'

const GAP = 12
const CARD_WIDTH = 320

interface Box2 {
  top: number
  left: number
  width: number
  height: number
}

function measure(element: HTMLElement | null): Box2 | null {
  if (!element) return null
  const rect = element.getBoundingClientRect()
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

function cardPosition(target: Box2 | null, cardHeight: number): { top: number; left: number } {
  const width = Math.min(CARD_WIDTH, window.innerWidth - 2 * GAP)
  if (!target) return { top: (window.innerHeight - cardHeight) / 2, left: (window.innerWidth - width) / 2 }
  const below = target.top + target.height + GAP
  const top = below + cardHeight < window.innerHeight ? below : Math.max(GAP, target.top - cardHeight - GAP)
  const left = Math.min(Math.max(GAP, target.left), window.innerWidth - width - GAP)
  return { top, left }
}

export function DashboardTour({ steps, onFinish }: { steps: TourStep[]; onFinish: () => void }) {
  const [index, setIndex] = useState(0)
  const [target, setTarget] = useState<Box2 | null>(null)
  const [cardHeight, setCardHeight] = useState(180)
  const cardRef = useRef<HTMLDivElement>(null)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const step = steps[index]
  const last = index === steps.length - 1

  const update = useCallback(() => {
    if (step) setTarget(measure(findTourTarget(step.target)))
    if (cardRef.current) setCardHeight(cardRef.current.offsetHeight)
  }, [step])

  useLayoutEffect(() => {
    if (!step) return
    findTourTarget(step.target)?.scrollIntoView({ block: 'center', behavior: 'auto' })
    update()
    primaryRef.current?.focus()
  }, [step, update])

  // Give focus back to where it was once the tour closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => previous?.focus()
  }, [])

  useEffect(() => {
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, true)
    return () => {
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update, true)
    }
  }, [update])

  if (!step) return null

  // The tour is modal while open: Escape skips it and Tab stays within its buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onFinish()
    } else if (event.key === 'Tab' && cardRef.current) {
      const buttons = [...cardRef.current.querySelectorAll<HTMLButtonElement>('button')]
      const first = buttons[0]
      const lastButton = buttons.at(-1)
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        lastButton?.focus()
      } else if (!event.shiftKey && document.activeElement === lastButton) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  const position = cardPosition(target, cardHeight)
  return (
    <>
      <Box
        aria-hidden="true"
        position="fixed"
        zIndex="overlay"
        pointerEvents="none"
        rounded="lg"
        transition="all 0.2s"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS shadow
        boxShadow="0 0 0 9999px rgba(0, 0, 0, 0.45)"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS outline
        outline="2px solid"
        outlineColor="brand.focusRing"
        style={
          target
            ? {
                top: target.top - 6,
                left: target.left - 6,
                width: target.width + 12,
                height: target.height + 12,
              }
            : { top: '50%', left: '50%', width: 0, height: 0 }
        }
      />
      <Box
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('Dashboard tour')}
        aria-describedby="dashboard-tour-body"
        data-testid="dashboard-tour"
        onKeyDown={onKeyDown}
        position="fixed"
        zIndex="modal"
        bg="bg.panel"
        rounded="lg"
        shadow="lg"
        p="4"
        style={{
          top: position.top,
          left: position.left,
          width: Math.min(CARD_WIDTH, window.innerWidth - 2 * GAP),
        }}
      >
        <Text fontSize="xs" color="fg.muted">
          {t('Step {number} of {total}', { number: index + 1, total: steps.length })}
        </Text>
        <Heading as="h2" size="sm" mt="1">
          {t(step.title)}
        </Heading>
        <Text id="dashboard-tour-body" fontSize="sm" mt="2">
          {t(step.body)}
        </Text>
        <Flex gap="2" mt="4" justify="flex-end" wrap="wrap">
          {last ? null : (
            <Button size="xs" variant="ghost" me="auto" onClick={onFinish}>
              {t('Skip')}
            </Button>
          )}
          {index > 0 ? (
            <Button size="xs" variant="outline" onClick={() => setIndex(index - 1)}>
              {t('Back')}
            </Button>
          ) : null}
          <Button ref={primaryRef} size="xs" onClick={() => (last ? onFinish() : setIndex(index + 1))}>
            {last ? t('Done') : t('Next')}
          </Button>
        </Flex>
      </Box>
    </>
  )
}
