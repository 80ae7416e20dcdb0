/**
 * Per-state purchase limits for the demo states, as data, and the check that the cart and the
 * checkout run against them. Not in the specification: real dispensary menus enforce these, and a
 * storefront that sells by reservation has to refuse a cart the counter could not sell.
 *
 * ## How the table reads
 * Every state has one rule for adult use (a 'recreational' menu) and one for medical (a 'medical'
 * menu). A rule is a list of buckets; each bucket has a limit in grams or milligrams and says how much
 * one unit of each limit category adds to it:
 * - category 'flower'      — grams of plant material (kinds flower, pre-roll);
 * - category 'concentrate' — grams of concentrate (kinds vape, extract);
 * - category 'infused'     — milligrams of THC (kinds edible, tincture, topical; topicals drop out
 *   where the rule says `topicalsExempt`).
 * gear, merch and grow never count.
 *
 * - Separately tracked amounts (Ohio: 2.5 oz plant material and 15 g extract) are one bucket per
 *   category with a factor of 1.
 * - An equivalency group (Massachusetts: 1 oz flower = 5 g concentrate = 500 mg edibles, sharing one
 *   allowance) is one bucket in grams of flower whose concentrate factor is 28.35 / 5 and whose
 *   infused factor is 28.35 / 500: a cart is inside the group while the flower-equivalent sum is.
 * - `nonResidentFactor` scales every limit for a shopper who is not a resident (Illinois: half).
 *
 * ## Honesty about the numbers
 * Each rule names where its numbers come from in `source`. Where the source is unclear, or the state
 * sells no adult-use cannabis at all (the demo chain's Pennsylvania, Virginia and Florida adult-use
 * menus are fictional), `note` says so and the value chosen is the conservative one. Medical limits
 * are mostly days'-supply amounts tracked by the state registry; a storefront can only see the cart in
 * front of it, so the figure is applied to the cart and the point of sale keeps the full picture.
 * This is demo data, not legal advice: re-check with the regulator before relying on it.
 */
import type { MenuKind } from '~/db/schema'

export const LIMIT_CATEGORIES = ['flower', 'concentrate', 'infused'] as const
export type LimitCategory = (typeof LIMIT_CATEGORIES)[number]

export const PRODUCT_KINDS = [
  'flower',
  'pre-roll',
  'vape',
  'extract',
  'edible',
  'tincture',
  'topical',
  'gear',
  'merch',
  'grow',
] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

export type LimitUnit = 'g' | 'mg'

export type LimitBucket = {
  /** Stable id, e.g. 'flower', 'concentrate', 'flower-equivalent'. */
  key: string
  /** What the limit is of, as a shopper reads it: 'flower', 'plant material', 'THC in infused products'. */
  label: string
  limit: number
  unit: LimitUnit
  /** How the limit reads in a sentence when it is not simply `${limit} ${unit}`: '2.5 oz'. */
  limitText?: string
  /** For an equivalency group: what else uses up the same allowance, e.g. '5 g of concentrate or 500 mg of THC in edibles'. */
  equivalents?: string
  /** Bucket units added by one gram (flower, concentrate) or one milligram of THC (infused). */
  counts: Partial<Record<LimitCategory, number>>
}

export type LimitRule = {
  buckets: readonly LimitBucket[]
  /** 'per visit', 'per 14 days' … — how the state words the period; the storefront checks the cart only. */
  period: string
  /** Multiplies every limit for shoppers who are not residents of the state. */
  nonResidentFactor?: number
  /** Topicals do not count toward any limit. */
  topicalsExempt?: boolean
  /** Statute or regulator page title and year. */
  source: string
  /** Doubts, placeholders and the conservative choice made. */
  note?: string
}

export type StateLimits = { name: string; adultUse: LimitRule; medical: LimitRule }

export const LIMIT_STATE_CODES = ['OH', 'IL', 'PA', 'NJ', 'MA', 'MN', 'NV', 'MD', 'VA', 'NY', 'RI', 'FL', 'MI', 'CT'] as const
export type LimitStateCode = (typeof LIMIT_STATE_CODES)[number]

/** Grams in an avoirdupois ounce. */
export const GRAMS_PER_OUNCE = 28.3495

const oz = (ounces: number) => round(ounces * GRAMS_PER_OUNCE, 2)

function separate(key: string, label: string, category: LimitCategory, limit: number, extra: Partial<LimitBucket> = {}): LimitBucket {
  return { key, label, limit, unit: category === 'infused' ? 'mg' : 'g', counts: { [category]: 1 }, ...extra }
}

/** One allowance in grams of flower that concentrate and infused THC use up at the given equivalents. */
function equivalencyGroup(flowerGrams: number, concentrateGrams: number, infusedMg: number, limitText: string, infusedWord = 'edibles'): LimitBucket {
  return {
    key: 'flower-equivalent',
    label: 'flower',
    limit: flowerGrams,
    unit: 'g',
    limitText,
    equivalents: `${formatAmount(concentrateGrams, 'g')} of concentrate or ${formatAmount(infusedMg, 'mg')} of THC in ${infusedWord}`,
    counts: { flower: 1, concentrate: flowerGrams / concentrateGrams, infused: flowerGrams / infusedMg },
  }
}

/**
 * The demo chain's adult-use menus in states without adult-use sales use this: the strictest common
 * pattern among the chain's real adult-use states (Massachusetts' 1 oz = 5 g = 500 mg).
 */
const PLACEHOLDER_ADULT_USE: readonly LimitBucket[] = [equivalencyGroup(oz(1), 5, 500, '1 oz')]

export const PURCHASE_LIMITS: Record<LimitStateCode, StateLimits> = {
  OH: {
    name: 'Ohio',
    adultUse: {
      buckets: [
        separate('plant-material', 'plant material', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        separate('extract', 'extract', 'concentrate', 15),
        separate('thc-infused', 'THC in infused products', 'infused', 1000),
      ],
      period: 'per visit',
      source: 'Ohio Revised Code 3780.36 (An Act to Control and Regulate Adult Use Cannabis, Issue 2), 2023',
      note:
        'The statute names 2.5 oz of plant material and 15 g of extract, tracked separately. It names no figure for edibles and tinctures; 1,000 mg THC is a conservative placeholder until the Division of Cannabis Control equivalency is confirmed.',
    },
    medical: {
      buckets: [
        separate('plant-material', 'plant material', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        separate('extract', 'extract', 'concentrate', 15),
        separate('thc-infused', 'THC in infused products', 'infused', 1000),
      ],
      period: 'per visit',
      source: 'Ohio Administrative Code Chapter 3796 (medical marijuana days-supply rules), 2017–2024',
      note:
        "Ohio medical limits are 90-day supplies tracked in the patient registry, which only the point of sale sees. Not sure of the per-visit translation, so the adult-use per-visit amounts apply as a conservative cap.",
    },
  },
  IL: {
    name: 'Illinois',
    adultUse: {
      buckets: [
        separate('flower', 'flower', 'flower', 30),
        separate('concentrate', 'concentrate', 'concentrate', 5),
        separate('thc-infused', 'THC in infused products', 'infused', 500),
      ],
      period: 'per visit',
      nonResidentFactor: 0.5,
      source: 'Illinois Cannabis Regulation and Tax Act, 410 ILCS 705/10-10 (possession limit), 2019',
      note: 'Topicals count toward the 500 mg (the Act names cannabis-infused products without exempting them).',
    },
    medical: {
      buckets: [
        separate('flower', 'flower', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        separate('concentrate', 'concentrate', 'concentrate', 5),
        separate('thc-infused', 'THC in infused products', 'infused', 500),
      ],
      period: 'per 14 days',
      source: "Compassionate Use of Medical Cannabis Program Act, 410 ILCS 130/10 ('adequate supply': 2.5 oz per 14 days), 2013 as amended 2019",
      note:
        'Not sure how the Department of Public Health converts concentrates and infused products into the 2.5 oz; the adult-use resident amounts (5 g, 500 mg) apply to them as a conservative cap.',
    },
  },
  PA: {
    name: 'Pennsylvania',
    adultUse: {
      buckets: PLACEHOLDER_ADULT_USE,
      period: 'per visit',
      source: 'None: Pennsylvania has no adult-use sales (Medical Marijuana Act, Act 16 of 2016, only), as of 2025',
      note: "The demo chain's Pennsylvania adult-use menu is fictional; the placeholder 1 oz = 5 g = 500 mg group applies.",
    },
    medical: {
      buckets: PLACEHOLDER_ADULT_USE,
      period: 'per visit',
      source: 'Pennsylvania Medical Marijuana Act, 35 P.S. § 10231.405 (days supply set by the practitioner; 90 days since Act 44 of 2021), 2016/2021',
      note:
        'Pennsylvania limits patients by a practitioner-set days supply that only the registry knows. Not sure of a per-visit figure; the conservative 1 oz = 5 g = 500 mg group applies.',
    },
  },
  NJ: {
    name: 'New Jersey',
    adultUse: {
      buckets: [equivalencyGroup(28.35, 4, 1000, '1 oz', 'ingestible products')],
      period: 'per visit',
      source: "New Jersey Cannabis Regulatory Commission, 'Adult Personal Use' (1 oz = 4 g concentrate = 1,000 mg ingestibles per transaction), 2022",
      note:
        'Early 2022 announcements said 5 g of concentrate; the commission page now says 4 g, the stricter figure used here. Topicals count (equivalency is by total product weight there; THC is what we know).',
    },
    medical: {
      buckets: [equivalencyGroup(oz(3), 12, 3000, '3 oz', 'ingestible products')],
      period: 'per 30 days',
      source: 'Jake Honig Compassionate Use Medical Cannabis Act, P.L. 2019 c. 153 (3 oz per 30 days), 2019',
      note: 'Not sure of the medical equivalents; the adult-use ratio (1 oz = 4 g = 1,000 mg) is assumed.',
    },
  },
  MA: {
    name: 'Massachusetts',
    adultUse: {
      buckets: [equivalencyGroup(oz(1), 5, 500, '1 oz')],
      period: 'per visit',
      topicalsExempt: true,
      source: 'Massachusetts Cannabis Control Commission, 935 CMR 500.140 (adult-use sales limits), 2019',
    },
    medical: {
      buckets: [equivalencyGroup(oz(10), 50, 5000, '10 oz')],
      period: 'per 60 days',
      topicalsExempt: true,
      source: "Massachusetts Cannabis Control Commission, 935 CMR 501 ('60-day supply' of 10 oz), 2019",
      note: 'Not sure of the medical equivalents for concentrate and edibles; the adult-use ratio (1 oz = 5 g = 500 mg) is assumed.',
    },
  },
  MN: {
    name: 'Minnesota',
    adultUse: {
      buckets: [equivalencyGroup(oz(2), 8, 800, '2 oz')],
      period: 'per visit',
      source: 'Minnesota Statutes chapter 342 (HF 100; retail sale limits: 2 oz flower, 8 g concentrate, 800 mg edibles), 2023',
      note:
        'Not sure whether the three amounts add up or are alternatives; treated conservatively as one shared allowance (2 oz = 8 g = 800 mg).',
    },
    medical: {
      buckets: [equivalencyGroup(oz(2), 8, 800, '2 oz')],
      period: 'per visit',
      source: 'Minnesota Statutes § 342.51 (medical cannabis: 90-day supply), 2023',
      note: 'The medical 90-day supply is tracked by the registry; the adult-use group applies as a conservative per-visit cap.',
    },
  },
  NV: {
    name: 'Nevada',
    adultUse: {
      buckets: [
        separate('usable', 'usable cannabis', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        {
          key: 'concentrated',
          label: 'concentrated cannabis',
          limit: oz(0.25),
          unit: 'g',
          limitText: '1/4 oz',
          counts: { concentrate: 1, infused: 0.001 },
        },
      ],
      period: 'per visit',
      source: 'Nevada SB 277 (2.5 oz usable and 1/4 oz concentrated cannabis), NRS 678D.200, 2023',
      note:
        "The Cannabis Compliance Board's exchange chart converts edibles; not sure of it, so infused THC counts by weight toward the 1/4 oz of concentrated cannabis (1,000 mg = 1 g), as the older 3,500 mg = 1/8 oz rule did.",
    },
    medical: {
      buckets: [
        separate('usable', 'usable cannabis', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        {
          key: 'concentrated',
          label: 'concentrated cannabis',
          limit: oz(0.25),
          unit: 'g',
          limitText: '1/4 oz',
          counts: { concentrate: 1, infused: 0.001 },
        },
      ],
      period: 'per 14 days',
      source: 'NRS 678C (medical cannabis: 2.5 oz per 14 days), 2019/2023',
      note: 'Not sure of the medical concentrate figure; the adult-use 1/4 oz applies.',
    },
  },
  MD: {
    name: 'Maryland',
    adultUse: {
      buckets: [
        separate('flower', 'flower', 'flower', oz(1.5), { limitText: '1.5 oz' }),
        separate('concentrate', 'concentrate', 'concentrate', 12),
        separate('thc-infused', 'THC in infused products', 'infused', 750),
      ],
      period: 'per visit',
      source: "Maryland Cannabis Reform Act (HB 556 / SB 516), 'personal use amount', 2023",
    },
    medical: {
      buckets: [
        {
          key: 'thirty-day-supply',
          label: 'flower',
          limit: 120,
          unit: 'g',
          equivalents: '36 g of THC in other products',
          counts: { flower: 1, concentrate: 120 / 36, infused: 120 / 36_000 },
        },
      ],
      period: 'per 30 days',
      source: 'Maryland medical cannabis regulations, COMAR (30-day supply: 120 g usable cannabis or 36 g THC), 2019–2023',
      note:
        'The 36 g is of THC; the cart knows a concentrate\'s weight, not its THC, so a concentrate counts at its full weight (conservative). Section number not verified.',
    },
  },
  VA: {
    name: 'Virginia',
    adultUse: {
      buckets: PLACEHOLDER_ADULT_USE,
      period: 'per visit',
      source: 'None: Virginia allows adult possession (2021) but has no adult-use retail sales, as of 2025',
      note: "The demo chain's Virginia adult-use menu is fictional; the placeholder 1 oz = 5 g = 500 mg group applies.",
    },
    medical: {
      buckets: [
        separate('flower', 'botanical cannabis', 'flower', oz(4), { limitText: '4 oz' }),
        separate('concentrate', 'concentrate', 'concentrate', 5),
        separate('thc-infused', 'THC in infused products', 'infused', 500),
      ],
      period: 'per 30 days',
      source: 'Code of Virginia § 54.1-3408.3 and Board of Pharmacy rules (4 oz botanical cannabis per 30 days), 2021',
      note: 'Not sure of the figures for other forms (dosed by the practitioner); 5 g and 500 mg apply as a conservative cap.',
    },
  },
  NY: {
    name: 'New York',
    adultUse: {
      buckets: [
        separate('flower', 'flower', 'flower', oz(3), { limitText: '3 oz' }),
        {
          key: 'concentrated',
          label: 'concentrated cannabis',
          limit: 24,
          unit: 'g',
          counts: { concentrate: 1, infused: 0.001 },
        },
      ],
      period: 'per visit',
      source: 'New York Cannabis Law § 222 (Marihuana Regulation and Taxation Act: 3 oz cannabis, 24 g concentrated cannabis), 2021',
      note:
        'Not sure how the Office of Cannabis Management counts edibles; here their THC counts by weight toward the 24 g of concentrated cannabis.',
    },
    medical: {
      buckets: [
        separate('flower', 'flower', 'flower', oz(3), { limitText: '3 oz' }),
        {
          key: 'concentrated',
          label: 'concentrated cannabis',
          limit: 24,
          unit: 'g',
          counts: { concentrate: 1, infused: 0.001 },
        },
      ],
      period: 'per visit',
      source: 'New York Cannabis Law article 3 (medical: up to a 60-day supply per the certification), 2021',
      note: 'The 60-day supply depends on the certification; the adult-use amounts apply as a conservative per-visit cap.',
    },
  },
  RI: {
    name: 'Rhode Island',
    adultUse: {
      buckets: [equivalencyGroup(oz(1), 5, 500, '1 oz')],
      period: 'per visit',
      source: 'Rhode Island Cannabis Act, R.I. Gen. Laws chapter 21-28.11 (1 oz or its equivalent per transaction), 2022',
      note: 'Not sure of the commission\'s equivalents; the Massachusetts ratio (1 oz = 5 g = 500 mg) is assumed.',
    },
    medical: {
      buckets: [equivalencyGroup(oz(2.5), 12.5, 1250, '2.5 oz')],
      period: 'per 15 days',
      source: 'Edward O. Hawkins and Thomas C. Slater Medical Cannabis Act, R.I. Gen. Laws § 21-28.6-4 (2.5 oz per 15 days), 2006 as amended',
      note:
        'Public summaries also say 14 days rolling; the storefront checks the cart only. The equivalents assume the adult-use ratio (1 oz = 5 g = 500 mg).',
    },
  },
  FL: {
    name: 'Florida',
    adultUse: {
      buckets: PLACEHOLDER_ADULT_USE,
      period: 'per visit',
      source: 'None: Florida has no adult-use sales (Amendment 3 failed in 2024), as of 2025',
      note: "The demo chain's Florida adult-use menu is fictional; the placeholder 1 oz = 5 g = 500 mg group applies.",
    },
    medical: {
      buckets: [
        separate('smokable', 'smokable flower', 'flower', oz(2.5), { limitText: '2.5 oz' }),
        separate('concentrate', 'concentrate', 'concentrate', 5),
        separate('thc-infused', 'THC in infused products', 'infused', 500),
      ],
      period: 'per 35 days',
      source: 'Florida Statutes § 381.986 (smokable marijuana: 2.5 oz per 35-day supply), 2019',
      note: 'Other routes are limited by a physician-set 70-day supply; 5 g and 500 mg apply as a conservative per-visit cap.',
    },
  },
  MI: {
    name: 'Michigan',
    adultUse: {
      buckets: [
        {
          key: 'marihuana',
          label: 'marijuana',
          limit: oz(2.5),
          unit: 'g',
          limitText: '2.5 oz',
          counts: { flower: 1, concentrate: 1 },
        },
        separate('concentrate', 'concentrate', 'concentrate', 15),
        separate('thc-infused', 'THC in infused products', 'infused', 1000),
      ],
      period: 'per visit',
      source: 'Michigan Regulation and Taxation of Marihuana Act, MCL 333.27955 (2.5 oz, of which no more than 15 g concentrate), 2018',
      note:
        'The Cannabis Regulatory Agency converts edibles by product weight (16 oz solid = 1 oz), which the cart does not know; 1,000 mg THC is a conservative placeholder.',
    },
    medical: {
      buckets: [
        {
          key: 'marihuana',
          label: 'marijuana',
          limit: oz(2.5),
          unit: 'g',
          limitText: '2.5 oz',
          counts: { flower: 1, concentrate: 1 },
        },
        separate('concentrate', 'concentrate', 'concentrate', 15),
        separate('thc-infused', 'THC in infused products', 'infused', 1000),
      ],
      period: 'per visit',
      source: 'Michigan Medical Marihuana Act, MCL 333.26424, and Medical Marihuana Facilities Licensing Act (2.5 oz per day, 10 oz per month), 2008/2016',
      note: 'Not sure of the medical concentrate and edible figures; the adult-use amounts apply as a conservative cap.',
    },
  },
  CT: {
    name: 'Connecticut',
    adultUse: {
      buckets: [equivalencyGroup(oz(0.5), 4, 500, '1/2 oz')],
      period: 'per visit',
      source: 'Connecticut Department of Consumer Protection, adult-use transaction limit of 1/2 oz or its equivalent (effective December 1, 2023), 2023',
      note:
        'The statute (Public Act 21-1) allows up to 1 oz; the department caps a transaction at 1/2 oz. Its examples give four 1 mL vape cartridges as the concentrate equivalent; the 500 mg edible equivalent is a conservative guess.',
    },
    medical: {
      buckets: [equivalencyGroup(oz(5), 40, 5000, '5 oz')],
      period: 'per month',
      source: 'Connecticut Department of Consumer Protection, medical marijuana program (5 oz per month, no per-transaction limit), 2023',
      note: 'Not sure of the medical equivalents; the adult-use ratio (1/2 oz = 4 g = 500 mg) is assumed.',
    },
  },
}

export type LimitItem = {
  productId: number
  name: string
  kind: string
  /** Grams per unit (flower, pre-roll, vape, extract); null when the product does not carry it. */
  weightGrams: number | null
  /** Milligrams of THC per unit (edible, tincture, topical); null when the product does not carry it. */
  thcMg: number | null
  quantity: number
}

export type LimitOptions = {
  state: string
  menuKind: MenuKind
  /** Defaults to true. */
  resident?: boolean
}

export type BucketUsage = { limitKey: string; label: string; limit: number; used: number; unit: LimitUnit }

export type LimitUsage = {
  /** Grams of flower and pre-rolls, grams of concentrate, milligrams of THC in counted infused products. */
  totals: Record<LimitCategory, number>
  buckets: BucketUsage[]
  /**
   * Products of a counted kind that carry no amount, so they could not be counted. The check does
   * not guess; the caller decides (the catalogue is meant to carry the amounts).
   */
  unmeasured: number[]
}

export type LimitViolation = BucketUsage

export type LimitResult =
  | { ok: true; usage: LimitUsage }
  | { ok: false; usage: LimitUsage; violations: LimitViolation[]; message: string }

const KIND_CATEGORY: Record<ProductKind, LimitCategory | null> = {
  flower: 'flower',
  'pre-roll': 'flower',
  vape: 'concentrate',
  extract: 'concentrate',
  edible: 'infused',
  tincture: 'infused',
  topical: 'infused',
  gear: null,
  merch: null,
  grow: null,
}

/** The limit category a product kind counts toward, or null when it never counts. */
export function limitCategoryOf(kind: string, rule?: Pick<LimitRule, 'topicalsExempt'>): LimitCategory | null {
  if (kind === 'topical' && rule?.topicalsExempt) return null
  return (PRODUCT_KINDS as readonly string[]).includes(kind) ? KIND_CATEGORY[kind as ProductKind] : null
}

export function isLimitState(code: string): code is LimitStateCode {
  return (LIMIT_STATE_CODES as readonly string[]).includes(code)
}

/**
 * Whether the limits of a resident apply: a shopper whose home state is the store's state. Guests (no
 * home state known) count as residents; the counter checks ID.
 */
export function isResident(homeState: string | null | undefined, storeState: string): boolean {
  const home = homeState?.trim().toUpperCase()
  return !home || home === storeState.trim().toUpperCase()
}

/** The rule for a state and menu, or null for a state outside the table. */
export function limitRuleFor(state: string, menuKind: MenuKind): LimitRule | null {
  if (!isLimitState(state)) return null
  const limits = PURCHASE_LIMITS[state]
  return menuKind === 'medical' ? limits.medical : limits.adultUse
}

/**
 * Checks a whole cart. A state outside the table has no rule here and passes (the table covers every
 * state the chain trades in). Throws a RangeError for a negative or non-integer quantity or a negative
 * or non-finite amount: those are tampering, not a cart.
 */
export function checkPurchaseLimits(items: readonly LimitItem[], options: LimitOptions): LimitResult {
  const { usage, violations } = evaluate(items, options)
  return toResult(usage, violations)
}

/**
 * Add to cart: refuses only what the new item causes or worsens. A cart already past a limit (the
 * table changed since it was filled) can still take a T-shirt. `newItem.quantity` is the quantity
 * being added.
 */
export function checkAddition(cartItems: readonly LimitItem[], newItem: LimitItem, options: LimitOptions): LimitResult {
  const { usage, violations, rule } = evaluate([...cartItems, newItem], options, 'this would bring your cart to')
  const category = limitCategoryOf(newItem.kind, rule ?? undefined)
  const worsened = violations.filter((violation) => {
    const bucket = rule?.buckets.find((b) => b.key === violation.violation.limitKey)
    return !!bucket && !!category && (bucket.counts[category] ?? 0) > 0 && newItem.quantity > 0
  })
  return toResult(usage, worsened)
}

type Found = { violation: LimitViolation; sentence: string }

function toResult(usage: LimitUsage, found: readonly Found[]): LimitResult {
  if (!found.length) return { ok: true, usage }
  return {
    ok: false,
    usage,
    violations: found.map((f) => f.violation),
    message: found.map((f) => f.sentence).join(' '),
  }
}

/** How a sentence states what the cart holds: a whole cart 'has' it; an addition 'would bring' it there. */
type Holding = 'your cart has' | 'this would bring your cart to'

function evaluate(
  items: readonly LimitItem[],
  options: LimitOptions,
  holding: Holding = 'your cart has',
): { usage: LimitUsage; violations: Found[]; rule: LimitRule | null } {
  items.forEach(assertValidItem)
  const rule = limitRuleFor(options.state, options.menuKind)
  const totals: Record<LimitCategory, number> = { flower: 0, concentrate: 0, infused: 0 }
  const unmeasured: number[] = []
  for (const item of items) {
    const category = limitCategoryOf(item.kind, rule ?? undefined)
    if (!category || item.quantity === 0) continue
    const amount = category === 'infused' ? item.thcMg : item.weightGrams
    if (amount === null) {
      if (!unmeasured.includes(item.productId)) unmeasured.push(item.productId)
      continue
    }
    totals[category] += amount * item.quantity
  }
  const shown = { ...totals }
  for (const category of LIMIT_CATEGORIES) shown[category] = round(totals[category], 3)
  if (!rule) return { usage: { totals: shown, buckets: [], unmeasured }, violations: [], rule }

  const factor = options.resident === false ? (rule.nonResidentFactor ?? 1) : 1
  const stateName = PURCHASE_LIMITS[options.state as LimitStateCode].name
  const buckets: BucketUsage[] = []
  const violations: Found[] = []
  for (const bucket of rule.buckets) {
    const usage: BucketUsage = {
      limitKey: bucket.key,
      label: bucket.label,
      limit: round(bucket.limit * factor, 3),
      used: round(usedIn(bucket, totals), 3),
      unit: bucket.unit,
    }
    buckets.push(usage)
    // A thousandth of a unit is below anything a label states; it keeps float sums from tipping over.
    if (usage.used > usage.limit + 0.0005) {
      violations.push({ violation: usage, sentence: sentence(stateName, options, rule, bucket, usage, factor, shown, holding) })
    }
  }
  return { usage: { totals: shown, buckets, unmeasured }, violations, rule }
}

function usedIn(bucket: LimitBucket, totals: Record<LimitCategory, number>): number {
  let used = 0
  for (const category of LIMIT_CATEGORIES) used += totals[category] * (bucket.counts[category] ?? 0)
  return used
}

const CATEGORY_WORDS: Record<LimitCategory, string> = {
  flower: 'flower',
  concentrate: 'concentrate',
  infused: 'THC in infused products',
}

function sentence(
  stateName: string,
  options: LimitOptions,
  rule: LimitRule,
  bucket: LimitBucket,
  violation: BucketUsage,
  factor: number,
  totals: Record<LimitCategory, number>,
  holding: Holding,
): string {
  const who = options.menuKind === 'medical' ? 'medical' : 'adult-use'
  const byWhom = factor !== 1 ? ' by non-residents' : ''
  const limitText = factor === 1 && bucket.limitText ? bucket.limitText : formatAmount(violation.limit, bucket.unit)
  const equivalents = bucket.equivalents && factor === 1 ? ` or its equivalent (${bucket.equivalents})` : ''
  const contributing = LIMIT_CATEGORIES.filter((category) => (bucket.counts[category] ?? 0) > 0 && totals[category] > 0)
  const only = contributing.length === 1 ? contributing[0] : undefined
  const plain = only !== undefined && bucket.counts[only] === 1
  const parts = joinWords(
    contributing.map((category) => `${formatAmount(totals[category], category === 'infused' ? 'mg' : 'g')} of ${CATEGORY_WORDS[category]}`),
  )
  const sameUnits = contributing.every((category) => bucket.counts[category] === 1)
  const total = formatAmount(violation.used, bucket.unit)
  const has = plain ? total : sameUnits ? `${parts}, ${total} in all` : `${parts}, the equivalent of ${total} of ${bucket.label}`
  return `${stateName} limits ${who} purchases${byWhom} to ${limitText} of ${bucket.label}${equivalents} ${rule.period}; ${holding} ${has}.`
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** '30 g', '70.87 g', '1,000 mg': at most two decimals, trailing zeros dropped. */
export function formatAmount(value: number, unit: LimitUnit): string {
  return `${round(value, 2).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals
  return Math.round((value + Number.EPSILON) * scale) / scale
}

function assertValidItem(item: LimitItem): void {
  if (!Number.isInteger(item.quantity) || item.quantity < 0) {
    throw new RangeError(`Quantity must be a whole number of 0 or more (product ${item.productId}).`)
  }
  for (const amount of [item.weightGrams, item.thcMg]) {
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) {
      throw new RangeError(`Amounts must be finite and not negative (product ${item.productId}).`)
    }
  }
}
