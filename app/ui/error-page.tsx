import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router'
import type { ShellData } from './shell'

export type ErrorVariant = 'not-found' | 'error'

export type ErrorPageProps = {
  variant: ErrorVariant
  contact?: ShellData['site']['contact']
  /** Development only: the error's message and stack. */
  details?: string
  /** Offer to load the same page again (not on the /error page itself). */
  retry?: boolean
}

const ErrorPageView = lazy(() => import('./error-page-view'))

/**
 * The designed 404 and 500 pages (error-page-view.tsx). Error details appear only in development;
 * production visitors see what happened in plain words and ways forward, never a message or stack
 * trace. The page's code loads only when an error page is shown: every other page is lighter.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<div className="flex-1" />}>
      <ErrorPageView {...props} />
    </Suspense>
  )
}

/** Which designed page an error becomes, and what (in development only) it may reveal. */
export function describeError(error: unknown): { variant: ErrorVariant; details?: string } {
  if (isRouteErrorResponse(error)) {
    return { variant: error.status === 404 ? 'not-found' : 'error' }
  }
  const details =
    import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ''}` : undefined
  return { variant: 'error', details }
}

/** A route module's ErrorBoundary: the designed page inside the site's header and footer. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const shell = useRouteLoaderData('root') as ShellData | undefined
  const { variant, details } = describeError(error)
  return <ErrorPage variant={variant} details={details} contact={shell?.site.contact} />
}
