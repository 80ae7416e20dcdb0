import { listStoreSpecials } from '~/catalog/specials.server'
import { getState } from '~/dispensaries/dispensaries.server'
import type { StateSummary } from '~/dispensaries/types'
import type { Region } from '~/site/host-mode'
import { stateDealCards, type DealCard } from './deals'

/**
 * The state deals page's data (/dispensaries/{state}/deals). Null when the state is unknown or
 * outside the region (decision 0018). Each store's specials come from the menu's specials query, so the 000 §5 rule
 * (enabled, not qualified_group, with a photo, in date, on the menu) is the one the menus use.
 */
export async function listStateDeals(
  stateSlug: string,
  region: Region,
  now: Date = new Date(),
): Promise<{ state: StateSummary; deals: DealCard[] } | null> {
  const state = await getState(stateSlug, region, { now })
  if (!state) return null
  const stores = state.dispensaries.flatMap((d) =>
    d.comingSoon ? [] : d.menus.map((menu) => ({ dispensaryName: d.name, menuPagePath: menu.path, storeId: menu.storeId })),
  )
  const withSpecials = await Promise.all(
    stores.map(async (store) => ({ ...store, specials: await listStoreSpecials(store.storeId, now) })),
  )
  const { dispensaries: _dispensaries, ...summary } = state
  return { state: summary, deals: stateDealCards(withSpecials) }
}
