import { sitemapXml } from '~/site/sitemap'
import { sitemapEntries } from '~/site/sitemap.server'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/sitemap.xml'

/** /sitemap.xml: the host's public pages (issue 16). */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin
  const xml = sitemapXml(origin, await sitemapEntries(getRegion(request)))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
