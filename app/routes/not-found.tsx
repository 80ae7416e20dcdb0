import { data } from 'react-router'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta } from '~/ui/meta'
import type { Route } from './+types/not-found'

/** Every path no other route matches is a real 404 with the designed page. */
export function loader() {
  throw data(null, { status: 404 })
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
