import type { DealCard } from './types'

/** A store special (app/catalog/specials.server.ts SpecialCardData) as a dispensary-page deal card. */
export function toDealCard(
  special: { id: number; title: string; image: string; discountText: string; endsText: string },
  menuPath: string,
): DealCard {
  const percent = /\d+(?:\.\d+)?%/.exec(special.discountText)?.[0] ?? ''
  return {
    image: special.image,
    specialText: special.title,
    discountText: special.discountText,
    percentText: percent,
    extraText: special.endsText,
    // 000 §2: specials-page links use refinementList[applicable_special_ids][]={id}.
    link: `${menuPath}?${encodeURIComponent('refinementList[applicable_special_ids][]')}=${special.id}`,
    internalName: `special-${special.id}`,
  }
}
