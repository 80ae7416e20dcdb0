/** Rows already asked for on this page, per request and catalogue version. */
const requested = new Map<string, Promise<unknown[]>>()

/**
 * Every card of one row (GET /api/menu-rows: a product row's product cards, the brands row's brand
 * cards, a product page's related products), asked for once per page life and catalogue version; a
 * failed request is forgotten so the row can try again. `extra`: what else the row's request names
 * (the menu page's query for the brands row's links, the product a related row leaves out).
 */
export function fetchRowCards<T>(storeId: number, rowKey: string, version: string | undefined, extra: Record<string, string> = {}): Promise<T[]> {
  const params = new URLSearchParams({ storeId: String(storeId), row: rowKey, ...extra })
  const key = `${params}|${version ?? ''}`
  const known = requested.get(key)
  if (known) return known as Promise<T[]>
  const loading = fetch(`/api/menu-rows?${params}`, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`menu row ${rowKey}: ${response.status}`)
      const body = (await response.json()) as { cards: T[] }
      return body.cards
    })
  requested.set(key, loading)
  loading.catch(() => requested.delete(key))
  return loading
}

/** How far below (and above) the screen a row starts loading its cards: about a screenful. */
export const ROW_LOAD_MARGIN = '800px 0px'
