import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { getContent } from '~/content/content.server'
import { listPickerStates } from '~/dispensaries/dispensaries.server'
import type { PickerState } from '~/dispensaries/types'
import { log } from '~/log.server'
import { getRegion } from '~/site/region.server'
import { AppShell } from '~/ui/app-shell'
import { describeError, ErrorPage } from '~/ui/error-page'
import { errorMeta } from '~/ui/meta'
import type { ShellData } from '~/ui/shell'
import type { Route } from './+types/root'
import './app.css'

const logger = log('root')

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  // The Latin subsets are what every page renders first; fetch them with the HTML.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

export async function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  const site = getContent().site()
  let states: PickerState[] | null = null
  try {
    states = await listPickerStates(getRegion(request))
  } catch (error) {
    // The header degrades to a link to /dispensaries; the page itself decides whether it can render.
    logger.error({ err: error }, 'dispensary picker list unavailable')
  }
  return {
    site: {
      chainName: site.chainName,
      tagline: site.tagline,
      logo: site.logo,
      navigation: site.navigation,
      contact: site.contact,
    },
    year: new Date().getFullYear(),
    states,
  }
}

/** The shell's data does not depend on the page, so client-side navigations leave it alone. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
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
