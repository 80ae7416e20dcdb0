import { parseImageFileName, renderImage } from '~/catalog/product-image'
import type { Route } from './+types/images.products'

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The SVG is a document of its own when opened directly: no scripts, no fetches.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

/** Generated product and special artwork; the picture is a pure function of the file name. */
export function loader({ params }: Route.LoaderArgs) {
  const key = parseImageFileName(params.file ?? '')
  if (!key) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS },
    })
  }
  return new Response(renderImage(key), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...SECURITY_HEADERS,
    },
  })
}
