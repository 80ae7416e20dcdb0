/**
 * /sitemap.xml and /robots.txt (issue 16): the public pages a search engine may list, per host.
 * The XML follows sitemaps.org 0.9: absolute, escaped <loc> addresses, optional <lastmod> dates.
 */

export type SitemapEntry = { path: string; lastmod?: string }

/** The sitemaps.org limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** Entries deduplicated by path (first kept), in the order given, at most SITEMAP_MAX_URLS. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const entry of entries) {
    if (seen.has(entry.path) || urls.length >= SITEMAP_MAX_URLS) continue
    seen.add(entry.path)
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
    urls.push(`<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Paths crawlers are asked to leave alone: personal, transactional and technical pages. */
export const ROBOTS_DISALLOW = [
  '/account',
  '/checkout/',
  '/post-checkout',
  '/api/',
  '/staff/',
  '/dev/',
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/forgot-password',
  '/reset-password',
  '/age-gate',
  '/error',
] as const

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
