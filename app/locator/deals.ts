import { SPECIALS_ROW_LIMIT } from '~/catalog/specials'
import type { SpecialCardData } from '~/catalog/specials.server'

/** 000 §3 'Deal card'. */
export type DealCard = {
  image: string
  specialText: string
  discountText: string
  percentText: string
  extraText: string
  link: string
  internalName: string
}

/** 000 §2: specials-page links filter the menu with refinementList[applicable_special_ids][]={id}. */
export function specialListingHref(menuPagePath: string, specialId: number): string {
  const params = new URLSearchParams()
  params.append('refinementList[applicable_special_ids][]', String(specialId))
  return `${menuPagePath}?${params.toString()}`
}

/** '20% off' → '20%'; any other discount wording has no percentage. */
export function percentText(discount: string): string {
  const match = /^(\d+(?:\.\d+)?)% off$/.exec(discount.trim())
  return match ? `${match[1]}%` : ''
}

export type StoreSpecials = { dispensaryName: string; menuPagePath: string; specials: SpecialCardData[] }

/**
 * The state deals list (002 §2): every store's shown specials (the store query already keeps only
 * enabled, non-qualified-group specials with a photo — 000 §5), soonest to end first with
 * open-ended ones last, one card per special, at most 20 (000 §9).
 */
export function stateDealCards(stores: readonly StoreSpecials[]): DealCard[] {
  const seen = new Set<number>()
  const all: { special: SpecialCardData; store: StoreSpecials }[] = []
  for (const store of stores) {
    for (const special of store.specials) {
      if (seen.has(special.id)) continue
      seen.add(special.id)
      all.push({ special, store })
    }
  }
  all.sort((a, b) => {
    const ae = a.special.endDate ? Date.parse(a.special.endDate) : Number.POSITIVE_INFINITY
    const be = b.special.endDate ? Date.parse(b.special.endDate) : Number.POSITIVE_INFINITY
    return ae === be ? a.special.id - b.special.id : ae - be
  })
  return all.slice(0, SPECIALS_ROW_LIMIT).map(({ special, store }) => ({
    image: special.image,
    specialText: special.title,
    discountText: special.discountText,
    percentText: percentText(special.discountText),
    extraText: [store.dispensaryName, special.endsText].filter(Boolean).join(' · '),
    link: specialListingHref(store.menuPagePath, special.id),
    internalName: `special-${special.id}`,
  }))
}
