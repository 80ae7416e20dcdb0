/** The fixed vocabularies of the catalogue (spelling as the specification's filters use it). */

export const KINDS = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear'] as const
export type Kind = (typeof KINDS)[number]

export const LINEAGES = ['indica', 'sativa', 'hybrid', 'cbd'] as const
export type Lineage = (typeof LINEAGES)[number]

/** Share of a menu per kind (domain notes: 30–40 % flower and pre-rolls, 20 % vapes, …). */
export const KIND_SHARES: readonly (readonly [Kind, number])[] = [
  ['flower', 22],
  ['pre-roll', 13],
  ['vape', 20],
  ['extract', 12],
  ['edible', 18],
  ['tincture', 5],
  ['topical', 4],
  ['gear', 6],
]

/** Subtypes per kind (the `kind:Subtype` root types) with their relative frequency. */
export const SUBTYPES: Record<Kind, readonly (readonly [string, number])[]> = {
  flower: [
    ['Premium', 4],
    ['Whole Flower', 4],
    ['Smalls', 2],
    ['Pre-Ground', 1],
  ],
  'pre-roll': [
    ['Singles', 4],
    ['Multi-packs', 3],
    ['Infused', 2],
  ],
  vape: [
    ['Cartridges', 6],
    ['Disposables', 3],
    ['Pods', 1],
  ],
  extract: [
    ['Live Resin', 3],
    ['Badder', 2],
    ['Shatter', 1],
    ['Live Rosin', 2],
    ['Sugar', 1],
    ['Diamonds', 1],
  ],
  edible: [
    ['Gummies', 6],
    ['Chocolates', 2],
    ['Chews', 1],
    ['Mints', 1],
    ['Beverages', 1],
  ],
  tincture: [
    ['Sublinguals', 3],
    ['Sprays', 1],
  ],
  topical: [
    ['Balms', 3],
    ['Lotions', 2],
    ['Roll-ons', 1],
    ['Patches', 1],
  ],
  gear: [
    ['Batteries', 3],
    ['Grinders', 2],
    ['Papers', 2],
    ['Pipes', 1],
    ['Storage', 1],
  ],
}

export const FEELINGS = ['Sleepy', 'Blissful', 'Relaxed', 'Creative', 'Energetic', 'Hungry', 'Pain free', 'Not high'] as const
export type Feeling = (typeof FEELINGS)[number]

export const ACTIVITIES = [
  'Get intimate',
  'Get relief',
  'Get some sleep',
  'Get Active',
  'Stimulate my mind',
  'Hang with friends',
  'Ease my mind',
] as const
export type Activity = (typeof ACTIVITIES)[number]

/** Which effects reviewers tend to report per lineage (relative weights). */
export const EFFECTS_BY_LINEAGE: Record<
  Lineage | 'none',
  { feelings: readonly (readonly [Feeling, number])[]; activities: readonly (readonly [Activity, number])[] }
> = {
  indica: {
    feelings: [['Sleepy', 5], ['Relaxed', 5], ['Hungry', 3], ['Pain free', 3], ['Blissful', 2]],
    activities: [['Get some sleep', 5], ['Get relief', 3], ['Ease my mind', 3], ['Get intimate', 2]],
  },
  sativa: {
    feelings: [['Energetic', 5], ['Creative', 5], ['Blissful', 3], ['Hungry', 1]],
    activities: [['Get Active', 4], ['Stimulate my mind', 5], ['Hang with friends', 4]],
  },
  hybrid: {
    feelings: [['Relaxed', 4], ['Blissful', 4], ['Creative', 3], ['Hungry', 2], ['Energetic', 1], ['Sleepy', 1]],
    activities: [['Hang with friends', 4], ['Ease my mind', 3], ['Stimulate my mind', 2], ['Get intimate', 2], ['Get relief', 1]],
  },
  cbd: {
    feelings: [['Not high', 5], ['Relaxed', 4], ['Pain free', 4]],
    activities: [['Get relief', 5], ['Ease my mind', 4], ['Get Active', 1]],
  },
  none: { feelings: [], activities: [] },
}

export const TERPENE_NAMES = [
  'myrcene',
  'limonene',
  'caryophyllene',
  'pinene',
  'linalool',
  'humulene',
  'terpinolene',
  'ocimene',
] as const
export type TerpeneName = (typeof TERPENE_NAMES)[number]

export const TERPENES: Record<TerpeneName, { title: string; subTitle: string; tooltip: string }> = {
  myrcene: {
    title: 'Myrcene',
    subTitle: 'Earthy, musky',
    tooltip: 'The most common terpene in cannabis, also found in mango, hops and lemongrass. Often linked with a calm, heavy feel.',
  },
  limonene: {
    title: 'Limonene',
    subTitle: 'Citrus, bright',
    tooltip: 'Found in citrus peel. Gives a sharp lemon or orange note and is associated with an upbeat mood.',
  },
  caryophyllene: {
    title: 'Caryophyllene',
    subTitle: 'Peppery, spicy',
    tooltip: 'The spice in black pepper and cloves. It is the only common terpene that also binds to CB2 receptors.',
  },
  pinene: {
    title: 'Pinene',
    subTitle: 'Pine, fresh',
    tooltip: 'The scent of pine needles and rosemary. Associated with alertness and a clear head.',
  },
  linalool: {
    title: 'Linalool',
    subTitle: 'Floral, lavender',
    tooltip: 'Gives lavender its scent. Often found in strains people choose for winding down.',
  },
  humulene: {
    title: 'Humulene',
    subTitle: 'Woody, hoppy',
    tooltip: 'The earthy, woody note in hops. Commonly paired with caryophyllene.',
  },
  terpinolene: {
    title: 'Terpinolene',
    subTitle: 'Herbal, fruity',
    tooltip: 'A fresh, slightly floral terpene also found in apples, lilac and tea tree. Common in classic sativas.',
  },
  ocimene: {
    title: 'Ocimene',
    subTitle: 'Sweet, herbal',
    tooltip: 'A sweet, green note found in mint, parsley and basil. Usually present in small amounts.',
  },
}
