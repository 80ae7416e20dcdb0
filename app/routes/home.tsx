import { getContent } from '~/content/content.server'
import type { Route } from './+types/home'

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.site.chainName ?? 'Storefront' }]
}

export function loader() {
  return { site: getContent().site() }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.site.chainName}</h1>
}
