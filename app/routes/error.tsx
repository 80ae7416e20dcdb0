import { useRouteLoaderData } from 'react-router'
import { ErrorPage, RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, pageMeta } from '~/ui/meta'
import type { ShellData } from '~/ui/shell'
import type { Route } from './+types/error'

/** The page other parts of the site send people to when something failed: 200, not indexed. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Something went wrong',
    description: 'Something went wrong on our side. Find a dispensary or go back to the home page.',
    chainName: chainNameFrom(matches),
    noindex: true,
  })
}

export default function ErrorRoute() {
  const shell = useRouteLoaderData('root') as ShellData | undefined
  return <ErrorPage variant="error" retry={false} contact={shell?.site.contact} />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
