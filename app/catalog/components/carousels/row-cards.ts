import type { ProductCardModel } from '~/catalog/card-model'

/** Rows already asked for on this page, per store, row and catalogue version. */
const requested = new Map<string, Promise<ProductCardModel[]>>()

/**
 * Every card of one product row (GET /api/menu-rows), asked for once per page life and catalogue
 * version; a failed request is forgotten so the row can try again.
 */
export function fetchRowCards(storeId: number, rowKey: string, version: string | undefined): Promise<ProductCardModel[]> {
  const key = `${storeId}|${rowKey}|${version ?? ''}`
  const known = requested.get(key)
  if (known) return known
  const params = new URLSearchParams({ storeId: String(storeId), row: rowKey })
  const loading = fetch(`/api/menu-rows?${params}`, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`menu row ${rowKey}: ${response.status}`)
      const body = (await response.json()) as { cards: ProductCardModel[] }
      return body.cards
    })
  requested.set(key, loading)
  loading.catch(() => requested.delete(key))
  return loading
}

/** How far below (and above) the screen a row starts loading its cards: about a screenful. */
export const ROW_LOAD_MARGIN = '800px 0px'
