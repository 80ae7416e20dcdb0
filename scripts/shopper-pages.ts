/**
 * The pages a shopper walks through, found by following links from /dispensaries/illinois as a
 * visitor would (no slugs hard-coded), and the same on every run of the same seed: the first
 * Illinois dispensary on the state page that has a recreational menu, that menu, and the first
 * product of the menu's grid (not of the carousels above it). Used by the Lighthouse run and the
 * CI budget check.
 */

export type ShopperPages = {
  home: string
  dispensaries: string
  state: string
  /** The state deals page, linked from the state page. */
  stateDeals: string
  /** The certifying-providers locator with a search (?location=). */
  providers: string
  dispensary: string
  menu: string
  product: string
  storeId: number
}

/** `get` answers a same-origin path's HTML (as a visitor past the age gate) or throws. */
export async function findShopperPages(get: (path: string) => Promise<string>): Promise<ShopperPages> {
  const state = '/dispensaries/illinois'
  const stateHtml = await get(state)
  const links = unique([...stateHtml.matchAll(/href="(\/dispensaries\/illinois\/[a-z0-9-]+)\/?"/g)].map((m) => m[1] as string))
  const stateDeals = `${state}/deals`
  if (!links.includes(stateDeals)) throw new Error(`${state} does not link its deals page ${stateDeals}`)
  const dispensaries = links.filter((path) => path !== stateDeals)
  for (const dispensary of dispensaries) {
    const html = await get(dispensary)
    const match = new RegExp(`href="(${dispensary}/([0-9]+)/recreational-menu/)"`).exec(html)
    if (!match) continue
    const menu = match[1] as string
    const menuHtml = await get(menu)
    const product = firstGridProduct(menuHtml, menu)
    if (!product) throw new Error(`No product link in the grid of ${menu}`)
    return {
      home: '/',
      dispensaries: '/dispensaries',
      state,
      stateDeals,
      providers: '/certifying-providers?location=60156',
      dispensary,
      menu,
      product,
      storeId: Number(match[2]),
    }
  }
  throw new Error(`No Illinois dispensary with a recreational menu is linked from ${state}`)
}

/** The grid is the list labelled '… menu products'; the carousels before it link products too. */
function firstGridProduct(html: string, menu: string): string | null {
  const grid = html.search(/aria-label="[^"]*menu products"/)
  if (grid < 0) return null
  const escaped = menu.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`href="(${escaped}product/[0-9]+/[a-z0-9-]*/?)"`).exec(html.slice(grid))?.[1] ?? null
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
