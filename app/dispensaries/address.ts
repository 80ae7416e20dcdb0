import type { MenuKind } from '~/db/schema'
import type { Address } from './types'

/** ['120 Main St, Suite 4', 'Joliet, IL 60431'] */
export function addressLines(address: Address): [string, string] {
  const street = address.street2 ? `${address.street1}, ${address.street2}` : address.street1
  return [street, `${address.city}, ${address.stateCode} ${address.zip}`]
}

/** Directions to the store's coordinates, or to its address when it has none yet (decision 0019). */
export function directionsUrl(point: { lat: number | null; lng: number | null }, address: Address): string {
  if (point.lat !== null && point.lng !== null) {
    return `https://www.openstreetmap.org/directions?to=${point.lat}%2C${point.lng}`
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLines(address).join(', '))}`
}

export function menuKindLabel(kind: MenuKind): string {
  return kind === 'medical' ? 'Medical' : 'Recreational'
}

/**
 * A store (one menu of a dispensary) as carts, orders and the staff board name it:
 * 'Northmeadow Evanston · Recreational'. A dispensary with both menus has two stores; the menu kind
 * tells them apart.
 */
export function storeName(dispensaryName: string, kind: MenuKind): string {
  return `${dispensaryName} · ${menuKindLabel(kind)}`
}
