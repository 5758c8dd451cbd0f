// The console's top bar: menu buttons (the drawer's below 1024 px, the sidebar's collapse above), skin
// toggle, layout settings and the user menu.
import type { RefObject } from 'react'
import { Box, Flex, IconButton, Spacer } from '@chakra-ui/react'
import { BrandLogo } from '../ui/brand-logo.tsx'
import { Customizer } from './customizer.tsx'
import { AppIcon } from '../ui/icons.tsx'
import { setLayoutPref, useLayoutPrefs } from '../ui/layout-prefs.ts'
import { UserMenu } from './user-menu.tsx'
import { t } from '@/i18n/i18n.ts'
import { LanguageMenu } from './language-menu.tsx'

interface ConsoleNavbarProps {
  /** The button that opens the menu drawer (a phone's and a tablet's): focus returns to it on close. */
  menuButton: RefObject<HTMLButtonElement | null>
  menuOpen: boolean
  onOpenMenu: () => void
}

export function ConsoleNavbar({ menuButton, menuOpen, onOpenMenu }: ConsoleNavbarProps) {
  const { skin, menuCollapsed } = useLayoutPrefs()
  return (
    <Flex
      as="header"
      align="center"
      gap="1"
      px={{ base: '3', md: '6' }}
      h="14"
      bg="bg"
      borderBottomWidth="1px"
    >
      <IconButton
        ref={menuButton}
        variant="ghost"
        size="sm"
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        display={{ lg: 'none' }}
        onClick={onOpenMenu}
      >
        <AppIcon name="menu" />
      </IconButton>
      <Box display={{ md: 'none' }} ms="1">
        <BrandLogo compact />
      </Box>
      <IconButton
        variant="ghost"
        size="sm"
        display={{ base: 'none', lg: 'inline-flex' }}
        aria-label={menuCollapsed ? t('Expand menu') : t('Collapse menu')}
        aria-pressed={menuCollapsed}
        onClick={() => setLayoutPref('menuCollapsed', !menuCollapsed)}
      >
        {/* The chevrons point along the reading direction, so flip them in RTL. */}
        <Box asChild _rtl={{ transform: 'scaleX(-1)' }}>
          <AppIcon name={menuCollapsed ? 'expand' : 'collapse'} />
        </Box>
      </IconButton>
      <Spacer />
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={skin === 'dark' ? t('Switch to light skin') : t('Switch to dark skin')}
        onClick={() => setLayoutPref('skin', skin === 'dark' ? 'light' : 'dark')}
      >
        <AppIcon name={skin === 'dark' ? 'sun' : 'moon'} />
      </IconButton>
      <LanguageMenu />
      <Customizer />
      <UserMenu />
    </Flex>
  )
}
