import type { MenuKind } from '~/db/schema'
import { menuKindLabel } from '~/dispensaries/address'

/**
 * An order's store as checkout names it (orders.store_name) and the staff board heads it:
 * 'Northmeadow Evanston · Recreational'. A dispensary with both menus has two boards; the menu kind
 * tells them apart.
 */
export function orderStoreName(dispensaryName: string, menuKind: MenuKind): string {
  return `${dispensaryName} · ${menuKindLabel(menuKind)}`
}
