/** Rows already asked for on this page, per store, row, catalogue version and page query. */
const requested = new Map<string, Promise<unknown[]>>()

/**
 * Every card of one row (GET /api/menu-rows: a product row's product cards, the brands row's brand
 * cards), asked for once per page life and catalogue version; a failed request is forgotten so the
 * row can try again. `pageSearch`: the page's query string, for cards whose links carry it.
 */
export function fetchRowCards<T>(storeId: number, rowKey: string, version: string | undefined, pageSearch?: string): Promise<T[]> {
  const key = `${storeId}|${rowKey}|${version ?? ''}|${pageSearch ?? ''}`
  const known = requested.get(key)
  if (known) return known as Promise<T[]>
  const params = new URLSearchParams({ storeId: String(storeId), row: rowKey })
  if (pageSearch) params.set('page', pageSearch)
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
