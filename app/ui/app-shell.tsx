import type { ReactNode } from 'react'
import { useMatches, useNavigation } from 'react-router'
import { ScrollDepth } from '~/analytics/components/scroll-depth'
import { CartProvider } from '~/cart/components/cart-context'
import { CartDrawer } from '~/cart/components/cart-drawer'
import { findPickerDispensary } from '~/dispensaries/lists'
import { cx } from './cx'
import type { ShellData } from './shell'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Skip link, header, the page and the footer. Without shell data (a failed root loader) only the page. */
export function AppShell({ shell, children }: { shell: ShellData | undefined; children: ReactNode }) {
  const matches = useMatches()
  const params = matches[matches.length - 1]?.params ?? {}
  const current = findPickerDispensary(shell?.states, params.stateSlug, params.locationSlug)
  return (
    <CartProvider>
      <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      {shell ? <SiteHeader shell={shell} current={current} /> : null}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {shell ? <SiteFooter shell={shell} /> : null}
      </div>
      <CartDrawer />
      <ScrollDepth />
    </CartProvider>
  )
}

/** A thin bar at the top while the next page loads (client-side navigation). */
function NavigationProgress() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div
      aria-hidden="true"
      className={cx(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-500 transition-opacity',
        busy ? 'animate-[progress_2.5s_var(--ease-calm)_forwards] opacity-100 delay-150' : 'opacity-0',
      )}
    />
  )
}
