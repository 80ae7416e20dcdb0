import { renderHeroArt } from '~/blog/hero-art'
import { parseHeroFileName } from '~/blog/hero-image'
import type { Route } from './+types/images.blog'

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The SVG is a document of its own when opened directly: no scripts, no fetches.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

/** Generated article and recipe hero artwork (issue 16); the picture is a pure function of the file name. */
export function loader({ params }: Route.LoaderArgs) {
  const key = parseHeroFileName(params.file ?? '')
  if (!key) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS },
    })
  }
  return new Response(renderHeroArt(key), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable', ...SECURITY_HEADERS },
  })
}
