import { robotsTxt } from '~/site/sitemap'
import type { Route } from './+types/robots.txt'

/** /robots.txt (issue 16): crawlers stay off personal and transactional pages; the sitemap is named. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
