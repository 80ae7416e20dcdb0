import { ANY_WIDTH } from './projects'
import { findSeededPages } from './seeded-pages'
import { expect, test } from './test'

/**
 * The partial route manifest a page carries (React Router's lazy route discovery) names the routes
 * of the page and of every parent path, so a link up the breadcrumbs needs no manifest request.
 * The server keeps each parent path's matches once per process (server/router-memo.ts): the first
 * render of a path and every later one must name the same routes.
 */
function manifestRouteIds(html: string): string[] {
  const json = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(html)?.[1]
  if (!json) throw new Error('No route manifest in the page')
  return Object.keys((JSON.parse(json) as { routes: Record<string, unknown> }).routes).sort()
}

test('a product page names its own routes and those of its parent paths, on every render', ANY_WIDTH, async ({ request }) => {
  const { menuPath } = await findSeededPages(request)
  const headers = { cookie: 'nm_age_verified=true' }
  const menuHtml = await (await request.get(menuPath, { headers })).text()
  const productPaths = [...new Set([...menuHtml.matchAll(/href="([^"]+\/product\/[0-9]+\/[^"]+\/)"/g)].map((m) => m[1] as string))]
  expect(productPaths.length).toBeGreaterThanOrEqual(2)

  const expected = [
    'root',
    'routes/home', // /
    'routes/dispensaries', // /dispensaries
    'routes/dispensaries.state', // /dispensaries/illinois
    'routes/dispensaries.location', // /dispensaries/illinois/<city>/<id>
    'routes/dispensaries.menu', // …/recreational-menu
    'routes/dispensaries.product', // the page itself
  ]
  // The same page twice (the second render reads what the first kept), then a sibling whose
  // parents are all known but its own.
  for (const path of [productPaths[0], productPaths[0], productPaths[1]] as string[]) {
    const ids = manifestRouteIds(await (await request.get(path, { headers })).text())
    expect(ids, path).toEqual(expect.arrayContaining(expected))
    expect(ids.filter((id) => !expected.includes(id)), path).toEqual(['routes/not-found'])
  }
})
