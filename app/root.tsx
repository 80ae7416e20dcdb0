// First: zod must know it may not use eval before any schema is built (see the module).
import '~/site/zod-without-eval'
import { use } from 'react'
import frauncesCore from '~/fonts/fraunces-core.woff2?url'
import interCore from '~/fonts/inter-core.woff2?url'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { readConsent } from '~/analytics/consent.server'
import { getAccountUser, shellAccount } from '~/auth/session.server'
import { ageGateFor, readAgeVerified } from '~/compliance/age-gate.server'
import { dispensaryKeyFromPath, sameDispensary } from '~/compliance/current-dispensary'
import type { FooterDispensary } from '~/compliance/footer'
import { loadFooterDispensary } from '~/compliance/footer-dispensary.server'
import { getContent } from '~/content/content.server'
import { pickerDispensariesFor, pickerStates } from '~/dispensaries/dispensaries.server'
import type { PickerState } from '~/dispensaries/types'
import { getEnv } from '~/env.server'
import { log } from '~/log.server'
import { ohioOriginFor } from '~/site/links'
import { getRegion } from '~/site/region.server'
import { AppShell } from '~/ui/app-shell'
import { CspNonce } from '~/ui/csp-nonce-context'
import { EarlyTapScript } from '~/ui/early-tap-context'
import { describeError, ErrorPage } from '~/ui/error-page'
import { errorMeta } from '~/ui/meta'
import type { ShellData } from '~/ui/shell'
import { readShoppingStore } from '~/site/shopping-store'
import type { Route } from './+types/root'
import appCss from './app.css?url'

const logger = log('root')

export const links: Route.LinksFunction = () => [
  // The one render-blocking file. As a plain element it came after every hoisted preload (fonts,
  // module preloads) and waited for a free connection (HTTP/1.1 allows six), holding back the first
  // paint; with a precedence React emits it as a stylesheet resource, ahead of them.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  // The core files (app/fonts/fonts.css) are what every page renders first; fetch them with the HTML.
  { rel: 'preload', href: interCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

export async function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  const content = getContent()
  const site = content.site()
  const auth = content.auth()
  const region = getRegion(request)
  const shoppingStore = readShoppingStore(request.headers.get('cookie'))
  const [states, footerDispensary, user] = await Promise.all([
    pickerStates(region).catch((error: unknown): PickerState[] | null => {
      // The header degrades to a link to /dispensaries; the page itself decides whether it can render.
      logger.error({ err: error }, 'dispensary picker list unavailable')
      return null
    }),
    loadFooterDispensary(request, region).catch((error: unknown): FooterDispensary | null => {
      // A footer without licences is better than no page.
      logger.error({ err: error }, 'footer dispensary unavailable')
      return null
    }),
    getAccountUser(request),
  ])
  return {
    site: {
      chainName: site.chainName,
      tagline: site.tagline,
      logo: site.logo,
      navigation: site.navigation,
      contact: site.contact,
    },
    year: new Date().getFullYear(),
    // Only the dispensaries the header can name on this page, not the region's whole list (10 kB of
    // every page's data on the 100-store chain): the picker fetches that when it is about to open.
    pickerDispensaries: states
      ? pickerDispensariesFor(states, [dispensaryKeyFromPath(new URL(request.url).pathname), shoppingStore, footerDispensary && { stateSlug: footerDispensary.stateSlug, dispensarySlug: footerDispensary.slug }])
      : null,
    ageGate: ageGateFor(request),
    ageVerified: readAgeVerified(request),
    consent: readConsent(request),
    footer: content.footer(),
    footerDispensary,
    shoppingStore,
    region,
    ohioOrigin: ohioOriginFor(request.url, getEnv().OHIO_HOSTS),
    account: shellAccount(user),
    rewardsPointsPerDollar: getEnv().REWARDS_POINTS_PER_DOLLAR,
    auth: { stickyBar: auth.stickyBar, signUp: auth.signUp, signIn: auth.signIn },
  }
}

/**
 * The shell's data depends on the page only through the footer's dispensary, so a client-side
 * navigation reloads it only when the path names another dispensary (or stops or starts naming one).
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return !sameDispensary(dispensaryKeyFromPath(currentUrl.pathname), dispensaryKeyFromPath(nextUrl.pathname))
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return error ? errorMeta(error, loaderData?.site.chainName) : undefined
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#faf7f0" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Next to ScrollRestoration's script: an inline script waits for the stylesheet, and that one already does. */}
        <script nonce={use(CspNonce) || undefined} dangerouslySetInnerHTML={{ __html: use(EarlyTapScript) }} suppressHydrationWarning />
        {/* Both take the CSP nonce from ServerRouter (app/entry.server.tsx). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell shell={loaderData}>
      <Outlet />
    </AppShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('root')
  const { variant, details } = describeError(error)
  return (
    <AppShell shell={shell}>
      <ErrorPage variant={variant} details={details} contact={shell?.site.contact} />
    </AppShell>
  )
}
