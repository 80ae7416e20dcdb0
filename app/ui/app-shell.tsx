import { type ComponentProps, lazy, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useLocation, useMatches, useNavigation } from 'react-router'
import { ConsentPreferences } from '~/analytics/components/consent-preferences'
import { ConsentProvider, useConsent } from '~/analytics/consent-client'
import { RewardsStickyBar } from '~/auth/components/rewards-sticky-bar'
import { isAuthOrAccountPath, readFlow } from '~/auth/flow'
import { CartProvider } from '~/cart/components/cart-context'
import { CartDrawer } from '~/cart/components/cart-drawer'
import { isAgeVerified } from '~/compliance/age-gate'
import { findPickerDispensary } from '~/dispensaries/lists'
import type { PickerDispensary } from '~/dispensaries/types'
import { readShoppingStore, SHOPPING_STORE_COOKIE, shoppingStoreCookie, shoppingStoreFromPath, shoppingStoreFromValue, shoppingStoreValue } from '~/site/shopping-store'
import { cx } from './cx'
import { ShellContext, type ShellData } from './shell'
import { endEarlyTaps, island } from './island'
import { preloadable, preloadWhenIdle } from './preloadable'
import { SiteHeader } from './site-header'

/**
 * Skip link, header, the page and the footer, with the age gate above them and the consent banner
 * below. Without shell data (a failed root loader) only the page.
 */
export function AppShell({ shell, children }: { shell: ShellData | undefined; children: ReactNode }) {
  return (
    <ShellContext value={shell}>
      <ConsentProvider initial={shell?.consent ?? null}>
        <CartProvider>
          <ShellFrame shell={shell}>{children}</ShellFrame>
        </CartProvider>
      </ConsentProvider>
    </ShellContext>
  )
}

function ShellFrame({ shell, children }: { shell: ShellData | undefined; children: ReactNode }) {
  const matches = useMatches()
  const { pathname, search } = useLocation()
  const { consent } = useConsent()
  // The server renders what the request's cookie said; once hydrated the browser's cookie has the
  // last word (a page from a shared cache may have been rendered for someone who answered differently).
  const cookieVerified = useSyncExternalStore(
    subscribeToNothing,
    () => isAgeVerified(document.cookie),
    () => shell?.ageVerified ?? true,
  )
  // An answer given on this page, until the cookie carries it to the next request.
  const [passed, setPassed] = useState(false)
  const verified = passed || cookieVerified
  const leaf = matches[matches.length - 1]
  const params = leaf?.params ?? {}
  // The store this page is about (a menu, a product, the checkout), else the one the visitor last
  // shopped at (its cookie; the server's copy while hydrating), so that the header keeps the
  // dispensary and the cart button on every page (issue 20).
  const leafData = leaf?.loaderData as { shoppingMenuPath?: string; shoppingDispensary?: PickerDispensary | null } | undefined
  const pageStore = shoppingStoreFromPath(params.storeId ? pathname : leafData?.shoppingMenuPath)
  // Compared as the store's value: while the browser's cookie names the store the server read, hydrating
  // changes nothing (a snapshot that differs from the server's re-renders the whole shell at once, in
  // the task that runs the page's effects).
  const serverStore = shell?.shoppingStore ? shoppingStoreValue(shell.shoppingStore) : null
  const cookieStore = useSyncExternalStore(subscribeToNothing, readStoreCookie, () => serverStore)
  const shopping = pageStore ?? shoppingStoreFromValue(cookieStore)
  const remember = pageStore ? shoppingStoreValue(pageStore) : null
  useEffect(() => {
    if (remember) rememberStore(remember)
  }, [remember])
  // The page's dispensary; on pages that name none, the shopping store's, else the home dispensary (the footer's).
  // The root sends only the dispensaries this page can name; the checkout pages send their store's.
  const home = shell?.footerDispensary
  const known = leafData?.shoppingDispensary ? [leafData.shoppingDispensary, ...(shell?.pickerDispensaries ?? [])] : shell?.pickerDispensaries
  const current = params.locationSlug
    ? findPickerDispensary(known, params.stateSlug, params.locationSlug)
    : shopping
      ? findPickerDispensary(known, shopping.stateSlug, shopping.dispensarySlug)
      : home
        ? findPickerDispensary(known, home.stateSlug, home.slug)
        : null
  const exempt = matches.some((match) => (match.handle as { ageGateExempt?: boolean } | undefined)?.ageGateExempt)
  const gate = shell && !verified && !exempt ? shell.ageGate : null
  // After the islands' layout effects (children first): taps held before hydration are theirs now.
  useLayoutEffect(endEarlyTaps, [])
  const pass = useCallback(() => setPassed(true), [])
  // ?flow=signup / ?flow=signin: the flows' code loads with the first such address and stays (its
  // welcome line shows after the parameter is gone).
  const [flowUsed, setFlowUsed] = useState(false)
  const flowAsked = readFlow(search).flow !== null
  if (flowAsked && !flowUsed) setFlowUsed(true)
  // Built once per gate so the shell's own re-renders (a cart update, a consent change) never reach
  // the boundary while its code loads: an update there would throw the server-rendered gate away.
  const gateElement = useMemo(
    () =>
      gate ? (
        <Suspense fallback={<GateCurtain />}>
          <AgeGate gate={gate} onPass={pass} />
        </Suspense>
      ) : null,
    [gate, pass],
  )

  return (
    <>
      {/* While the gate shows, the page beneath is rendered (crawlers read it) but inert: no focus, no clicks. */}
      <div className="flex min-h-dvh flex-col" inert={gate ? true : undefined}>
        <a
          href="#main"
          className="skip-link"
        >
          Skip to main content
        </a>
        <NavigationProgress />
        {shell ? <SiteHeader shell={shell} current={current} cartStoreId={shopping?.storeId ?? null} /> : null}
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
        {shell ? <SiteFooter shell={shell} /> : null}
      </div>
      <CartDrawer />
      <ConsentPreferences />
      {gateElement}
      {!gate && shell && consent === null ? <ConsentBanner /> : null}
      {shell && (flowUsed || readFlow(search).flow !== null) ? (
        <Suspense fallback={null}>
          <AuthFlow account={shell.account} copy={shell.auth} blocked={Boolean(gate)} />
        </Suspense>
      ) : null}
      {shell ? (
        <RewardsStickyBar
          copy={shell.auth.stickyBar}
          // Never over the gate, the consent banner, an open flow dialog, the flows' or the account pages.
          hidden={Boolean(shell.account) || Boolean(gate) || consent === null || isAuthOrAccountPath(pathname) || readFlow(search).flow !== null}
        />
      ) : null}
      <WhenIdle chat={shell && !gate ? (home?.chat ? { ...home.chat, dispensaryName: home.name } : null) : undefined} />
    </>
  )
}

/**
 * The support chat's launcher (issue 18; for the footer's dispensary when it offers chat, none under
 * the age gate: `chat` undefined) and scroll depth, once the browser is first idle after the page.
 * Their own component: the state that shows them re-renders this alone, not the shell's header.
 */
function WhenIdle({ chat }: { chat: ChatStore | null | undefined }) {
  // They render once their code is in: code that failed to come would fail the page.
  const [idle, setIdle] = useState(false)
  useEffect(() => preloadWhenIdle([() => Promise.all([ScrollDepth.preload(), ChatLauncher.preload()]).then((loaded) => setIdle(!loaded.includes(false)))]), [])
  if (!idle) return null
  return (
    <>
      {chat !== undefined ? (
        <Suspense fallback={null}>
          <ChatLauncher store={chat} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ScrollDepth />
      </Suspense>
    </>
  )
}

type ChatStore = ComponentProps<typeof ChatLauncher>['store']

const subscribeToNothing = () => () => {}
/** Leaves the page's store in its cookie for the next pages, unless it is there already. */
function rememberStore(value: string): void {
  if (!`; ${document.cookie}`.includes(`; ${SHOPPING_STORE_COOKIE}=${value}`))
    document.cookie = shoppingStoreCookie(value, window.location.protocol === 'https:')
}

function readStoreCookie(): string | null {
  const store = readShoppingStore(document.cookie)
  return store ? shoppingStoreValue(store) : null
}

/** The sign-up and sign-in flows (000 §2 flow=signup): most pages never need their code. */
const AuthFlow = lazy(() => import('~/auth/components/auth-flow').then((module) => ({ default: module.AuthFlow })))

/**
 * The support chat (issue 18) is not the page either: its launcher (the bubble; it restores a chat
 * of this tab and answers flow=chat-support and openChat()) comes when idle, the window when wanted.
 */
const ChatLauncher = preloadable(() => import('~/chat/components/chat-launcher').then((module) => module.ChatLauncher))

/** Scroll depth is analytics, not the page: its code (and the route table it names pages by) loads when idle. */
const ScrollDepth = preloadable(() => import('~/analytics/components/scroll-depth').then((module) => module.ScrollDepth))

/**
 * The first visit's consent banner: its HTML is there from the start, out of every page's first
 * JavaScript; its code comes when a shopper reaches it (a pointer, focus, or the island's box, at
 * the end of the page, nearing the screen), and a tap meanwhile is held and replayed. Placed where
 * the banner shows, the box made it come alive on every first visit's load: Lighthouse measured
 * about 900 ms more main-thread work on the home page for a quicker first tap on 'Preferences'
 * (decision 0033).
 */
const ConsentBanner = island(() => import('~/analytics/components/consent-banner').then((module) => module.ConsentBanner))

/** The footer's code loads when a shopper gets near it (app/ui/island.tsx); its HTML is there from the start. */
const SiteFooter = island(() => import('./site-footer').then((module) => module.SiteFooter), { className: 'mt-auto' })

/**
 * The age gate's code loads only when a visitor meets the gate (a first visit, or a day after the
 * last answer); everyone else never downloads it. The server renders the gate whole, so a
 * visitor sees it at once and its 'Yes' works as a plain form post until the code arrives.
 */
const AgeGate = lazy(() => import('~/compliance/components/age-gate').then((module) => ({ default: module.AgeGate })))

/**
 * While the gate's code loads on a page where it was not server-rendered, the page stays covered:
 * nothing of it may show before the visitor has answered.
 */
function GateCurtain() {
  return <div aria-hidden="true" className="fixed inset-0 z-[60] bg-brand-950/85" />
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
