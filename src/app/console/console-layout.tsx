// The console shell (SPEC §2 vertical layout): the sidebar (full, or collapsed by the user's choice) from
// 1024 px up; below, a rail of icons on a tablet and none on a phone, with the full menu in a drawer behind
// the navbar's menu button; static navbar and footer, full-width content.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Box, CloseButton, Drawer, Flex, Portal, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react'
import { PRODUCT_TITLE } from '@/contract/constants.ts'
import { useCurrentAccount } from '@/api/use-session.ts'
import { useLanguage } from '@/i18n/use-t.ts'
import { BrandLogo } from '../ui/brand-logo.tsx'
import { ConsoleNav } from './console-nav.tsx'
import { ConsoleNavbar } from './console-navbar.tsx'
import { useLayoutPrefs } from '../ui/layout-prefs.ts'
import { PageHeader } from './page-header.tsx'
import { ScrollToTop } from '../ui/scroll-to-top.tsx'
import { t } from '@/i18n/i18n.ts'
import { useWideScreen } from '@/app/ui/use-screen-width.ts'

// An admin's support session inside a merchant account (src/contract/admin.ts): loaded only when there is
// one.
const SupportBanner = lazy(() => import('@/features/admin/support-banner.tsx'))

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { menuCollapsed } = useLayoutPrefs()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const wide = useWideScreen()
  // The user's collapse choice holds where the full sidebar fits; below that the sidebar is always a rail.
  const collapsed = menuCollapsed || !wide
  // Turned to a wide screen with the drawer open: the sidebar shows the menu now.
  if (wide && drawerOpen) setDrawerOpen(false)
  const account = useCurrentAccount()
  // A language switch draws the console again in the new words; the data stays cached.
  const language = useLanguage()

  return (
    <>
      <SkipNavLink>{t('Skip to content')}</SkipNavLink>
      <Flex minH="100dvh" key={language}>
        <Box
          as="aside"
          aria-label={t('Sidebar')}
          display={{ base: 'none', md: 'block' }}
          w={collapsed ? '16' : '64'}
          flexShrink="0"
          position="sticky"
          top="0"
          h="100dvh"
          overflowY="auto"
          bg="bg"
          borderEndWidth="1px"
          transition="width 0.2s"
        >
          <Flex h="14" align="center" px={collapsed ? '4' : '5'} borderBottomWidth="1px">
            <BrandLogo compact={collapsed} />
          </Flex>
          <ConsoleNav collapsed={collapsed} />
        </Box>

        <Drawer.Root
          open={drawerOpen}
          placement="start"
          size="xs"
          onOpenChange={(details) => setDrawerOpen(details.open)}
          // Focus goes back to the menu button on close (Escape, the close button, a link followed).
          finalFocusEl={() => menuButton.current}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header borderBottomWidth="1px">
                  <Drawer.Title>
                    <BrandLogo />
                  </Drawer.Title>
                </Drawer.Header>
                <Drawer.Body px="0">
                  <ConsoleNav onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('Close menu')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>

        <Flex direction="column" flex="1" minW="0">
          <ConsoleNavbar
            menuButton={menuButton}
            menuOpen={drawerOpen}
            onOpenMenu={() => setDrawerOpen(true)}
          />
          {account?.support ? (
            <Suspense fallback={null}>
              <SupportBanner account={account} />
            </Suspense>
          ) : null}
          <SkipNavContent />
          <Box as="main" flex="1" px={{ base: '4', md: '6' }} py="6">
            <PageHeader />
            {children}
          </Box>
          <Box as="footer" px={{ base: '4', md: '6' }} py="4" borderTopWidth="1px" bg="bg">
            <Text fontSize="xs" color="fg.muted">
              <bdi>
                © {new Date().getFullYear()} {PRODUCT_TITLE}
              </bdi>
            </Text>
          </Box>
        </Flex>
      </Flex>
      <ScrollToTop />
    </>
  )
}
