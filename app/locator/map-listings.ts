import { addressLines } from '~/dispensaries/address'
import { COMING_SOON_TAG } from '~/dispensaries/licences'
import type { DispensaryCardData } from '~/dispensaries/types'
import type { MapListing } from '~/maps/types'

/**
 * A dispensary card as a map listing (000 §3 'Map listing'), for the map sections of the index and
 * state pages until part A's listMapListings() (which also carries coordinates) replaces it. Without
 * coordinates the listing stays in the list and gets no marker.
 */
export function mapListingFromCard(
  card: DispensaryCardData,
  stateCode: string,
  coordinates: { lat: number; lng: number } | null = null,
): MapListing {
  return {
    id: `dispensary-${card.slug}-${stateCode.toLowerCase()}`,
    kind: 'dispensary',
    title: card.name,
    lat: coordinates?.lat ?? null,
    lng: coordinates?.lng ?? null,
    uri: card.path,
    address: addressLines(card.address),
    phone: card.phone || null,
    website: null,
    email: null,
    fax: null,
    customDistance: null,
    menuBtns: card.menus.map((m) => ({
      name: m.kind === 'medical' ? 'Medical menu' : 'Recreational menu',
      url: m.path,
      isDefault: m.isDefault,
    })),
    openingTime: card.today.label,
    heroImage: null,
    mobileHeroImage: null,
    tags: card.comingSoon && !card.tags.includes(COMING_SOON_TAG) ? [...card.tags, COMING_SOON_TAG] : card.tags,
    stateCode,
  }
}

/** The map section's heading on a state page (002 §2). */
export function stateMapTitle(stateName: string): string {
  return `Dispensaries in ${stateName}`
}
