import { flattenPublicPages, publicPageGroups } from './public-pages.server'
import type { Region } from './host-mode'
import type { SitemapEntry } from './sitemap'

/**
 * The public pages of a host's region, for /sitemap.xml: the same list as the HTML site map at
 * /site-map (public-pages.server.ts), without the pages marked htmlOnly: the filtered views of
 * other pages, and /search, left out on purpose (its results are noindex: a search engine should
 * not list a site's search pages).
 */
export async function sitemapEntries(region: Region, now = new Date()): Promise<SitemapEntry[]> {
  return flattenPublicPages(await publicPageGroups(region, now))
    .filter((page) => !page.htmlOnly)
    .map((page) => (page.lastmod ? { path: page.path, lastmod: page.lastmod } : { path: page.path }))
}
