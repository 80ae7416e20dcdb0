import type { MenuKind } from '~/db/schema'
import type { Address } from './types'

/** ['120 Main St, Suite 4', 'Joliet, IL 60431'] */
export function addressLines(address: Address): [string, string] {
  const street = address.street2 ? `${address.street1}, ${address.street2}` : address.street1
  return [street, `${address.city}, ${address.stateCode} ${address.zip}`]
}

export function menuKindLabel(kind: MenuKind): string {
  return kind === 'medical' ? 'Medical' : 'Recreational'
}
