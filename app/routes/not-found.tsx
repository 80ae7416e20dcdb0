import { RouteErrorBoundary } from '~/ui/error-page'
import { errorOnlyHeaders, notFound } from '~/ui/http'
import { chainNameFrom, errorMeta } from '~/ui/meta'
import type { Route } from './+types/not-found'

export function headers(args: Route.HeadersArgs) {
  return errorOnlyHeaders(args)
}

/** Every path no other route matches is a real 404 with the designed page. */
export function loader() {
  throw notFound()
}

export function meta({ matches, error }: Route.MetaArgs) {
  return errorMeta(error, chainNameFrom(matches))
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
