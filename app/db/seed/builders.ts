/**
 * Pure row builders shared by the demo-chain seed and the test factories, so the two produce the
 * same shapes and obey the same rules (prices, weights, potencies, discounts, review aggregates).
 * Each builder takes a seeded `Random` and returns complete rows; nothing here touches the database.
 */
import { productImageUrl, specialImageUrl } from '~/catalog/product-image'
import type {
  brands,
  dispensaries,
  LabResult,
  menuProducts,
  menuProductVariants,
  menus,
  OpeningHours,
  products,
  reviews,
  SpecialPhoto,
  specialProducts,
  specials,
  states,
  Terpene,
  WeightId,
} from '../schema'
import { slugify } from './lists/brands'
import { isReservedLocationSlug } from '~/locator/reserved-slugs'
import type { DemoLocation, MenuPlan, Town } from './lists/locations'
import {
  ACTIVITY_PHRASES,
  FEELING_WORDS,
  FIRST_NAMES,
  HANDLES,
  KIND_REMARKS,
  OPENERS,
  STORE_NOTES,
  VALUE_REMARKS,
} from './lists/reviews'
import { formatLicence, type StateInfo } from './lists/states'
import { EDIBLE_FLAVOURS, STRAINS, type Strain } from './lists/strains'
import {
  ACTIVITIES,
  EFFECTS_BY_LINEAGE,
  FEELINGS,
  type Activity,
  type Feeling,
  type Kind,
  type Lineage,
  SUBTYPES,
  TERPENE_NAMES,
  TERPENES,
} from './lists/vocabulary'
import { type Random, round } from './random'

export type StateRow = typeof states.$inferSelect
export type DispensaryRow = typeof dispensaries.$inferSelect
export type MenuRow = typeof menus.$inferSelect
export type BrandRow = typeof brands.$inferSelect
export type ProductRow = typeof products.$inferSelect
export type MenuProductRow = typeof menuProducts.$inferSelect
export type VariantRow = typeof menuProductVariants.$inferSelect
export type SpecialRow = typeof specials.$inferSelect
export type SpecialProductRow = typeof specialProducts.$inferSelect
export type ReviewRow = typeof reviews.$inferSelect

export const FIRST_STORE_ID = 1001
export const FIRST_PRODUCT_ID = 100001
export const FIRST_SPECIAL_ID = 5001
const DAY = 86_400_000

/** The reference date truncated to midnight UTC: relative dates are counted from it. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY)
}
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// States, dispensaries, menus

export function buildState(info: StateInfo, id: number): StateRow {
  return { id, name: info.name, slug: info.slug, code: info.code }
}

export type DispensaryInput = {
  id: number
  stateId: number
  state: StateInfo
  town: Town & Partial<Pick<DemoLocation, 'setting' | 'parking'>>
  plan: MenuPlan
  /** e.g. 'Northmeadow Lake in the Hills'. */
  name: string
  slug: string
  /** A small number unique in the chain: phone extension and licence digits. */
  sequence: number
  delivery?: boolean
  lounge?: boolean
  chat?: boolean
  reviewsDisabled?: boolean
  referenceDate: Date
}

export function menuKindsFor(plan: MenuPlan): ('recreational' | 'medical')[] {
  if (plan === 'both') return ['recreational', 'medical']
  if (plan === 'coming-soon') return []
  return [plan]
}

export function buildDispensary(rng: Random, input: DispensaryInput): DispensaryRow {
  // /dispensaries/{state}/deals and the like are pages of their own: a store there would be unreachable.
  if (isReservedLocationSlug(input.slug)) throw new Error(`A dispensary may not take the reserved slug '${input.slug}'`)
  const kinds = menuKindsFor(input.plan)
  const hasRec = kinds.includes('recreational')
  const hasMed = kinds.includes('medical')
  const tags: string[] = []
  if (input.plan === 'coming-soon') tags.push('coming-soon')
  if (hasRec) tags.push('recreational')
  if (hasMed) tags.push('medical')
  if (input.delivery && kinds.length) tags.push('delivery')
  if (input.lounge) tags.push('lounge')
  const licenceNumber = 100 + input.sequence * 37
  const comingSoonMedicalOnly = input.plan === 'coming-soon' && ['FL', 'VA'].includes(input.state.code)
  const hours = buildHours(rng, { medical: hasMed, recreational: hasRec, lateNight: Boolean(input.lounge) })
  return {
    id: input.id,
    stateId: input.stateId,
    slug: input.slug,
    name: input.name,
    street1: input.town.street,
    street2: input.sequence % 7 === 3 ? `Suite ${100 + (input.sequence % 5) * 10}` : null,
    city: input.town.town,
    zip: input.town.zip,
    lat: input.town.lat,
    lng: input.town.lng,
    phone: `(${input.town.areaCode}) 555-01${String(input.sequence % 100).padStart(2, '0')}`,
    timeZone: input.town.timeZone,
    hours,
    description: describeDispensary(input, kinds),
    tags,
    showChatBox: Boolean(input.chat),
    reviewsDisabled: Boolean(input.reviewsDisabled),
    licenceAdultUse:
      hasRec || (input.plan === 'coming-soon' && !comingSoonMedicalOnly)
        ? formatLicence(input.state.licenceAdultUse, licenceNumber)
        : null,
    licenceMedical: hasMed || comingSoonMedicalOnly ? formatLicence(input.state.licenceMedical, licenceNumber + 11) : null,
    licenceLounge: input.lounge && input.state.licenceLounge ? formatLicence(input.state.licenceLounge, licenceNumber) : null,
    // Derived from the opening hours, so no random numbers are drawn and the rest of the seed stays as it was.
    deliveryHours: tags.includes('delivery') ? deliveryHoursFrom(hours) : null,
  }
}

/** Delivery runs while the store is open, but only 09:00–21:00 (drivers are not out at night). */
export const DELIVERY_DAY: readonly [string, string] = ['09:00', '21:00']

/** A store's delivery hours from its opening hours, clipped to DELIVERY_DAY; a day left empty is closed. */
export function deliveryHoursFrom(hours: readonly OpeningHours[]): OpeningHours[] {
  return hours.map((row) => {
    const closed = { day: row.day, from: null, to: null, customLabel: 'Closed', fromMedical: null, toMedical: null }
    if (!row.from || !row.to || !/^\d{2}:\d{2}$/.test(row.from) || !/^\d{2}:\d{2}$/.test(row.to)) return closed
    const from = row.from > DELIVERY_DAY[0] ? row.from : DELIVERY_DAY[0]
    const to = row.to < DELIVERY_DAY[1] ? row.to : DELIVERY_DAY[1]
    if (from >= to) return closed
    return { day: row.day, from, to, customLabel: null, fromMedical: null, toMedical: null }
  })
}

const DAYS: OpeningHours['day'][] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

type HoursPattern = { weekday: [string, string]; friSat: [string, string]; sunday: [string, string] }
const HOURS_PATTERNS: readonly HoursPattern[] = [
  { weekday: ['09:00', '21:00'], friSat: ['09:00', '21:00'], sunday: ['10:00', '18:00'] },
  { weekday: ['08:00', '22:00'], friSat: ['08:00', '22:00'], sunday: ['09:00', '20:00'] },
  { weekday: ['10:00', '20:00'], friSat: ['10:00', '21:00'], sunday: ['11:00', '17:00'] },
  { weekday: ['09:00', '20:00'], friSat: ['09:00', '22:00'], sunday: ['10:00', '19:00'] },
  { weekday: ['10:00', '21:00'], friSat: ['10:00', '22:00'], sunday: ['10:00', '18:00'] },
]

/** Opening hours for a week: varied patterns, medical hours when there is a medical menu. */
export function buildHours(
  rng: Random,
  options: { medical: boolean; recreational: boolean; lateNight?: boolean },
): OpeningHours[] {
  const pattern = options.lateNight
    ? { weekday: ['08:00', '23:59'], friSat: ['08:00', '23:59'], sunday: ['09:00', '23:00'] }
    : rng.pick(HOURS_PATTERNS)
  // Medical-only stores keep the same hours for everyone; mixed stores open an hour early for patients.
  const earlyForPatients = options.medical && options.recreational && rng.chance(0.6)
  const special = rng.int(0, 9)
  return DAYS.map((day, index) => {
    const [from, to] = (index === 6 ? pattern.sunday : index >= 4 ? pattern.friSat : pattern.weekday) as [string, string]
    const row: OpeningHours = {
      day,
      from,
      to,
      customLabel: null,
      fromMedical: options.medical ? (earlyForPatients ? shiftHour(from, -1) : from) : null,
      toMedical: options.medical ? to : null,
    }
    // A few stores close one day a week or keep a patients-only morning, as real chains do.
    if (special === 0 && day === 'Sunday') {
      return { ...row, from: null, to: null, fromMedical: null, toMedical: null, customLabel: 'Closed' }
    }
    if (special === 1 && options.medical && day === 'Tuesday') {
      return { ...row, customLabel: 'Medical patients only until 11:00' }
    }
    return row
  })
}

function shiftHour(time: string, hours: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return `${String(Math.max(0, h + hours)).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

function describeDispensary(input: DispensaryInput, kinds: ('recreational' | 'medical')[]): string {
  const setting = input.town.setting ?? `is on ${input.town.street}, close to the centre of ${input.town.town}`
  const parking =
    input.town.parking ??
    (input.sequence % 2 === 0
      ? 'There is free customer parking beside the building, with spaces set aside for online pickup.'
      : 'Street parking is available nearby, and the store has two short-stay spaces for pickup.')
  if (input.plan === 'coming-soon') {
    const opening = addDays(startOfDay(input.referenceDate), 75 + (input.sequence % 4) * 21)
    const menu = ['FL', 'VA'].includes(input.state.code) ? 'medical' : 'adult-use'
    return `${input.name} ${setting}. It opens in ${MONTHS[opening.getUTCMonth()]} ${opening.getUTCFullYear()}, with a full ${menu} menu and online ordering from day one. ${parking}`
  }
  let services: string
  if (kinds.length === 2) services = 'Adult-use shoppers and registered medical patients are both welcome, with a separate medical menu and patient consultations by appointment.'
  else if (kinds[0] === 'medical') services = 'It serves registered medical patients and caregivers, and pharmacists are on hand for consultations.'
  else services = 'It serves adults 21 and over, with online ordering for express pickup at the counter.'
  if (input.lounge) services += ' Upstairs, a licensed lounge lets adults consume on site.'
  else if (input.delivery) services += ` Delivery covers most of ${input.town.town} and nearby towns.`
  return `${input.name} ${setting}. ${parking} ${services}`
}

export function buildMenus(dispensaryId: number, plan: MenuPlan, firstStoreId: number): MenuRow[] {
  const kinds = menuKindsFor(plan)
  return kinds.map((kind, index) => ({
    storeId: firstStoreId + index,
    dispensaryId,
    kind,
    slug: kind === 'recreational' ? 'recreational-menu' : 'medical-menu',
    isDefault: index === 0,
    // Store setting (issue 19): cards show ratings until staff turn them off.
    showCardRatings: true,
  }))
}

export function buildBrand(input: { id: number; name: string; description: string }): BrandRow {
  return { id: input.id, name: input.name, slug: slugify(input.name), description: input.description }
}

// ---------------------------------------------------------------------------------------------
// Products

/** Kinds whose products are named after a strain and carry terpenes. */
const STRAIN_KINDS: readonly Kind[] = ['flower', 'pre-roll', 'vape', 'extract']

export type ProductInput = {
  id: number
  brand: { id: number; name: string; slug: string; lines?: Partial<Record<Kind, readonly string[]>> }
  kind: Kind
  subtype?: string
  strain?: Strain
  referenceDate: Date
}

/** The weights a product is sold in; fixed per product so every store offers the same sizes. */
export function weightsFor(kind: Kind, subtype: string | null, choice: number): WeightId[] {
  const options: Record<string, WeightId[][]> = {
    'flower:Premium': [['eighth_ounce'], ['eighth_ounce', 'quarter_ounce'], ['eighth_ounce', 'quarter_ounce', 'half_ounce']],
    'flower:Whole Flower': [
      ['gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'],
      ['eighth_ounce', 'quarter_ounce', 'half_ounce'],
      ['gram', 'eighth_ounce', 'quarter_ounce'],
    ],
    'flower:Smalls': [['eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'], ['quarter_ounce', 'half_ounce', 'ounce']],
    'flower:Pre-Ground': [['quarter_ounce', 'half_ounce'], ['half_ounce', 'ounce']],
    'pre-roll:Singles': [['each'], ['half_gram', 'gram'], ['gram']],
    'pre-roll:Multi-packs': [['each']],
    'pre-roll:Infused': [['each'], ['gram']],
    'vape:Cartridges': [['half_gram', 'gram'], ['half_gram'], ['gram']],
    'vape:Disposables': [['half_gram'], ['gram']],
    'vape:Pods': [['half_gram']],
    extract: [['half_gram', 'gram'], ['gram'], ['gram', 'two_gram'], ['half_gram', 'gram', 'two_gram']],
  }
  const list = options[`${kind}:${subtype}`] ?? (kind === 'extract' ? options.extract : undefined)
  if (!list) return ['each']
  return list[choice % list.length] as WeightId[]
}

/** Where potencies may fall per kind (percent), used to clamp and in tests. */
export function potencyRange(kind: Kind, lineage: string | null, subtype: string | null): { thc: [number, number]; cbd: [number, number] } | null {
  if (kind === 'edible' || kind === 'tincture' || kind === 'topical' || kind === 'gear') return null
  if (lineage === 'cbd') {
    return kind === 'flower' || kind === 'pre-roll' ? { thc: [0.1, 1], cbd: [6, 20] } : { thc: [0.1, 1], cbd: [55, 80] }
  }
  if (kind === 'flower') return { thc: [15, 32], cbd: [0, 1] }
  if (kind === 'pre-roll') return subtype === 'Infused' ? { thc: [30, 45], cbd: [0, 1] } : { thc: [15, 32], cbd: [0, 1] }
  return { thc: [60, 90], cbd: [0, 2] }
}

const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value))

type ProductPlan = { name: string; lineage: Lineage | null; strain?: Strain; dosage: string | null; amount: string | null; thcMg: number | null; cbdMg: number | null }

function planProduct(rng: Random, kind: Kind, subtype: string, strainInput?: Strain): ProductPlan {
  const strain = strainInput ?? rng.pick(STRAINS)
  const none = { dosage: null, amount: null, thcMg: null, cbdMg: null }
  switch (kind) {
    case 'flower': {
      const suffix = subtype === 'Smalls' ? ' Smalls' : subtype === 'Pre-Ground' ? ' Ground Flower' : ''
      return { ...none, name: `${strain.name}${suffix}`, lineage: strain.lineage, strain }
    }
    case 'pre-roll': {
      const name =
        subtype === 'Multi-packs'
          ? `${strain.name} Pre-Roll ${rng.pick([3, 5, 5, 7])}-Pack`
          : subtype === 'Infused'
            ? `${strain.name} Infused Pre-Roll`
            : `${strain.name} Pre-Roll`
      return { ...none, name, lineage: strain.lineage, strain }
    }
    case 'vape': {
      const name =
        subtype === 'Disposables'
          ? `${strain.name} Disposable Vape`
          : subtype === 'Pods'
            ? `${strain.name} Pod`
            : `${strain.name} ${rng.weighted([['Live Resin', 3], ['Distillate', 3], ['Live Rosin', 1]] as const)} Cartridge`
      return { ...none, name, lineage: strain.lineage, strain }
    }
    case 'extract':
      return { ...none, name: `${strain.name} ${subtype}`, lineage: strain.lineage, strain }
    case 'edible': {
      const lineage = rng.weighted([['hybrid', 4], ['indica', 3], ['sativa', 2], ['cbd', 1]] as const)
      const cbd = lineage === 'cbd'
      const total = cbd ? rng.pick([100, 200]) : rng.weighted([[100, 7], [50, 1], [200, 1]] as const)
      const pieces = total === 50 ? 5 : total === 200 ? 20 : 10
      const per = total / pieces
      const flavour = rng.pick(EDIBLE_FLAVOURS)
      const strainNamed = !cbd && rng.chance(0.35)
      const thcMg = cbd ? Math.round(total / 20) : total
      const cbdMg = cbd ? total : null
      const label = cbd ? `CBD ${total}mg` : `${total}mg`
      switch (subtype) {
        case 'Chocolates': {
          const bar = rng.pick(['Dark Chocolate Bar', 'Milk Chocolate Sea Salt Bar', 'Mint Dark Chocolate Bar', 'Espresso Chocolate Bar'])
          return { name: `${bar} ${label}`, lineage, dosage: `${per} mg per square`, amount: `${total} mg`, thcMg, cbdMg }
        }
        case 'Chews':
          return { name: `${flavour} Chews ${label}`, lineage, dosage: `${per} mg per chew`, amount: `${total} mg`, thcMg, cbdMg }
        case 'Mints': {
          const mint = rng.pick(['Peppermint', 'Spearmint', 'Cinnamon', 'Wintergreen'])
          return { name: `${mint} Mints ${label}`, lineage, dosage: `${per} mg per mint`, amount: `${total} mg`, thcMg, cbdMg }
        }
        case 'Beverages': {
          const dose = cbd ? 20 : rng.pick([5, 10])
          return {
            name: `${flavour} Seltzer ${dose}mg`,
            lineage,
            dosage: `${dose} mg per can`,
            amount: `${dose} mg`,
            thcMg: cbd ? 2 : dose,
            cbdMg: cbd ? dose : null,
          }
        }
        default: {
          const base = strainNamed ? `${strain.name} Live Resin` : flavour
          const lin = strainNamed ? strain.lineage : lineage
          return { name: `${base} Gummies ${label}`, lineage: lin, strain: strainNamed ? strain : undefined, dosage: `${per} mg per piece`, amount: `${total} mg`, thcMg, cbdMg }
        }
      }
    }
    case 'tincture': {
      const cbdStrains = STRAINS.filter((s) => s.lineage === 'cbd')
      if (rng.chance(0.5)) {
        const s = rng.pick(cbdStrains)
        const [ratio, cbdMg, thcMg] = rng.pick([
          ['1:1', 300, 300],
          ['2:1', 600, 300],
          ['20:1', 1000, 50],
        ] as const)
        const form = subtype === 'Sprays' ? 'Sublingual Spray' : 'Tincture'
        return { name: `${s.name} ${ratio} ${form}`, lineage: 'cbd', strain: s, dosage: `${Math.round((cbdMg + thcMg) / 30)} mg per 1 ml dropper`, amount: `${cbdMg + thcMg} mg`, thcMg, cbdMg }
      }
      const [formula, lineage] = rng.pick([
        ['Rest', 'indica'],
        ['Calm', 'hybrid'],
        ['Uplift', 'sativa'],
        ['Balance', 'hybrid'],
      ] as const)
      const total = rng.pick([300, 500, 1000])
      const form = subtype === 'Sprays' ? 'Sublingual Spray' : 'Tincture'
      return {
        name: `${formula} ${capitalise(lineage)} ${form} ${total}mg`,
        lineage,
        dosage: `${Math.round(total / 30)} mg per 1 ml dropper`,
        amount: `${total} mg`,
        thcMg: total,
        cbdMg: null,
      }
    }
    case 'topical': {
      const [purpose] = rng.pick([['Relief'], ['Recovery'], ['Soothing'], ['Cooling'], ['Warming']] as const)
      const lineage = rng.weighted([['cbd', 3], ['hybrid', 1], ['indica', 1]] as const)
      const [ratio, thcMg, cbdMg] = lineage === 'cbd' ? (['3:1', 125, 375] as const) : (['1:1', 250, 250] as const)
      if (subtype === 'Patches') {
        return { name: `${purpose} Transdermal Patch ${ratio}`, lineage, dosage: '20 mg per patch, worn up to 12 hours', amount: '20 mg', thcMg: lineage === 'cbd' ? 5 : 10, cbdMg: lineage === 'cbd' ? 15 : 10 }
      }
      const form = subtype === 'Lotions' ? 'Lotion' : subtype === 'Roll-ons' ? 'Roll-On' : 'Balm'
      return { name: `${purpose} ${form} ${ratio}`, lineage, dosage: 'Apply a thin layer to the area as needed', amount: `${thcMg + cbdMg} mg`, thcMg, cbdMg }
    }
    case 'gear': {
      const names: Record<string, readonly string[]> = {
        Batteries: ['510 Thread Battery 650mAh', '510 Thread Battery 900mAh', 'Variable Voltage Battery', 'Auto-Draw Slim Battery'],
        Grinders: ['Four-Piece Grinder 55mm', 'Four-Piece Grinder 63mm', 'Two-Piece Aluminium Grinder', 'Ceramic-Coated Grinder'],
        Papers: ['Unbleached Rolling Papers 1¼', 'Hemp Rolling Papers King Size', 'Pre-Rolled Cones 6-Pack', 'Glass Tips 5-Pack'],
        Pipes: ['Glass Spoon Pipe', 'Borosilicate Chillum', 'Silicone Hand Pipe'],
        Storage: ['Smell-Proof Stash Jar', 'UV Glass Jar 100 ml', 'Child-Resistant Travel Case', 'Humidity Packs 4-Pack'],
      }
      return { ...none, name: rng.pick(names[subtype] ?? names.Storage ?? []), lineage: null }
    }
  }
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/** Candidate slugs in order: the name, then with the brand, then with the id. */
export function productSlugCandidates(name: string, brandSlug: string, id: number): [string, string, string] {
  const base = slugify(name)
  return [base, `${base}-${brandSlug}`, `${base}-${brandSlug}-${id}`]
}

const FLOWER_FORMS: Record<string, string> = {
  flower: 'whole buds',
  'pre-roll': 'a ready-to-light pre-roll',
  vape: 'a vape',
  extract: 'a concentrate',
}

function describeProduct(rng: Random, kind: Kind, subtype: string, plan: ProductPlan, brand: string): string {
  const strain = plan.strain
  const effectWords: Record<Lineage, string> = {
    indica: 'a heavy, body-forward calm that suits the end of the day',
    sativa: 'an upbeat, clear-headed lift for daytime plans',
    hybrid: 'a balanced mix of mellow body and bright mood',
    cbd: 'gentle relief with little to no high',
  }
  const effect = plan.lineage ? effectWords[plan.lineage] : ''
  switch (kind) {
    case 'flower':
    case 'pre-roll':
    case 'vape':
    case 'extract': {
      const s = strain as Strain
      const forms: Record<string, string> = {
        Premium: 'Top-shelf buds, hand-trimmed and slow-cured.',
        'Whole Flower': 'Whole buds, cured to keep the terpenes intact.',
        Smalls: 'Smaller buds from the same plants as the top shelf, at a friendlier price.',
        'Pre-Ground': 'Ground and ready to roll, so there is no grinder needed.',
        Singles: 'Rolled with whole flower, never shake or trim.',
        'Multi-packs': 'A pack of shorter joints, easy to share or save for later.',
        Infused: 'Whole flower rolled with concentrate and kief for a stronger session.',
        Cartridges: 'A 510-thread cartridge with a ceramic core for even heating.',
        Disposables: 'An all-in-one vape: no battery to buy, no buttons to press.',
        Pods: 'A pod made for the brand’s own battery.',
        'Live Resin': 'Extracted from fresh-frozen plants to keep the living terpene profile.',
        Badder: 'A whipped, creamy texture that is easy to scoop.',
        Shatter: 'A glassy, stable concentrate that snaps cleanly.',
        'Live Rosin': 'Solventless: pressed from ice-water hash with only heat and pressure.',
        Sugar: 'A sappy, crystalline consistency with plenty of flavour.',
        Diamonds: 'THCA crystals in a terpene-rich sauce.',
      }
      return `${possessive(brand)} ${s.name} brings ${s.aroma} to ${FLOWER_FORMS[kind]}. ${forms[subtype] ?? ''} Expect ${effect}.`.replace('  ', ' ')
    }
    case 'edible':
      return `${plan.name.replace(/ (CBD )?\d+mg$/, '')} from ${brand}, ${plan.dosage}. ${
        subtype === 'Beverages' ? 'Fast-acting: most people feel it within 15 to 30 minutes.' : 'Start with one piece and wait two hours before taking more.'
      } Expect ${effect}.`
    case 'tincture':
      return `A ${plan.lineage === 'cbd' ? 'whole-plant CBD' : 'THC'} ${subtype === 'Sprays' ? 'spray' : 'tincture'} from ${brand} in MCT oil, ${plan.dosage}. Hold it under the tongue for a minute for a faster onset. Expect ${effect}.`
    case 'topical':
      return `A ${subtype === 'Patches' ? 'slow-release patch' : 'topical'} from ${brand} with a ${plan.name.split(' ').pop()} ratio of CBD to THC. Applied to the skin, it works where you put it and does not produce a high. ${rng.pick(['Lightly scented with eucalyptus.', 'Unscented and gentle on skin.', 'Made with shea butter and arnica.'])}`
    case 'gear':
      return `${plan.name} from ${brand.replace(/\.$/, '')}. ${rng.pick(['Built from durable materials and covered by a one-year warranty.', 'Compact enough for a pocket or a glovebox.', 'A reliable everyday piece at a fair price.'])} Sold as a non-cannabis accessory.`
  }
}

export function buildTerpenes(rng: Random, strain: Strain | undefined, scale = 1): Terpene[] {
  if (!strain) return []
  const count = rng.int(3, 7)
  const names = [...strain.terpenes, ...rng.shuffle(TERPENE_NAMES.filter((t) => !strain.terpenes.includes(t)))].slice(0, count)
  let top = rng.float(0.6, 1.8) * scale
  return names.map((name) => {
    const percentage = round(top, 2)
    top *= rng.float(0.45, 0.85)
    const info = TERPENES[name]
    return { title: info.title, subTitle: info.subTitle, percentage: Math.max(0.02, percentage), tooltip: info.tooltip }
  })
}

/** The headline potencies a product's labs report (percent for smokables, mg for infused). */
function labPotency(rng: Random, kind: Kind, subtype: string, plan: ProductPlan): { thc: number | null; thca: number | null; cbd: number | null; unit: '%' | 'mg' } {
  if (kind === 'gear') return { thc: null, thca: null, cbd: null, unit: '%' }
  if (kind === 'edible' || kind === 'tincture' || kind === 'topical') {
    return { thc: plan.thcMg, thca: null, cbd: plan.cbdMg, unit: 'mg' }
  }
  const range = potencyRange(kind, plan.lineage, subtype) as { thc: [number, number]; cbd: [number, number] }
  const strain = plan.strain as Strain
  if (plan.lineage === 'cbd') {
    const thc = round(rng.float(range.thc[0], range.thc[1]), 2)
    const cbd = round(kind === 'flower' || kind === 'pre-roll' ? rng.float(...(strain.cbd ?? [8, 15])) : rng.float(range.cbd[0], range.cbd[1]), 2)
    return { thc, thca: null, cbd, unit: '%' }
  }
  let thc: number
  if (kind === 'flower' || (kind === 'pre-roll' && subtype !== 'Infused')) thc = rng.float(strain.thc[0], strain.thc[1] + 3)
  else if (kind === 'pre-roll') thc = rng.float(32, 44)
  else if (kind === 'vape') thc = plan.name.includes('Distillate') ? rng.float(82, 90) : rng.float(68, 84)
  else thc = subtype === 'Shatter' ? rng.float(70, 86) : rng.float(62, 88)
  thc = round(clamp(thc, range.thc), 2)
  // Total THC = delta-9 + 0.877 × THCA; smokables report THCA as the larger figure.
  const delta9 = kind === 'vape' ? thc : rng.float(0.3, 1.5)
  const thca = kind === 'vape' ? (plan.name.includes('Distillate') ? null : round(rng.float(0.5, 3), 2)) : round((thc - delta9) / 0.877, 2)
  const cbd = rng.chance(0.55) ? round(rng.float(0.02, 0.9), 2) : null
  return { thc, thca, cbd, unit: '%' }
}

export function buildProduct(rng: Random, input: ProductInput): ProductRow {
  const kind = input.kind
  const subtype = input.subtype ?? rng.weighted(SUBTYPES[kind])
  const plan = planProduct(rng, kind, subtype, input.strain)
  const weights = weightsFor(kind, subtype, rng.int(0, 11))
  const potency = labPotency(rng, kind, subtype, plan)
  const labResults: LabResult[] = []
  for (const weight of weights) {
    const jitter = potency.unit === '%' ? rng.float(-0.6, 0.6) : 0
    if (potency.thc != null) labResults.push({ unitId: 'THC', priceId: weight, value: round(Math.max(0.05, potency.thc + jitter), 2), unit: potency.unit })
    if (potency.thca != null) labResults.push({ unitId: 'THCA', priceId: weight, value: round(Math.max(0.05, potency.thca + jitter), 2), unit: potency.unit })
    if (potency.cbd != null) labResults.push({ unitId: 'CBD', priceId: weight, value: round(potency.cbd, 2), unit: potency.unit })
  }
  const lines = input.brand.lines?.[kind] ?? []
  // An empty entry in a brand's lines means "no product line" for some of its products.
  const line = lines.length ? rng.pick(lines) : ''
  const imageCount = kind === 'gear' ? 1 : rng.weighted([[1, 5], [2, 3], [3, 2]] as const)
  const imageUrls = Array.from({ length: imageCount }, (_, variant) => productImageUrl({ kind, lineage: plan.lineage, name: plan.name, subtype, brand: input.brand.name, variant }))
  const terpeneScale = kind === 'flower' || kind === 'pre-roll' ? 1 : 3
  return {
    id: input.id,
    brandId: input.brand.id,
    name: plan.name,
    uniqueSlug: slugify(plan.name),
    kind,
    rootSubtype: subtype,
    category: plan.lineage,
    type: plan.lineage,
    brandSubtype: line || null,
    description: describeProduct(rng, kind, subtype, plan, input.brand.name),
    dosage: plan.dosage,
    amount: plan.amount,
    thcMgPerUnit: plan.thcMg,
    gramsPerUnit: weights.includes('each') ? gramsPerUnitFor(input.id, kind, subtype, plan.name) : null,
    imageUrls,
    labResults,
    terpenes: STRAIN_KINDS.includes(kind) ? buildTerpenes(rng, plan.strain, terpeneScale) : [],
    activities: [],
    feelings: [],
    aggregateRating: null,
    reviewCount: 0,
    createdAt: addDays(startOfDay(input.referenceDate), -rng.int(400, 900)),
  }
}

/**
 * Grams in one unit of a product sold 'each', for purchase limits. Derived from the id and the plan
 * (no draw from the rng), so adding it left the rest of the deterministic seed as it was: single
 * pre-rolls 0.5 or 1 g, infused ones 1 g, multi-packs their count of 0.5 g minis, vapes 0.5 or 1 g.
 */
export function gramsPerUnitFor(id: number, kind: Kind, subtype: string, name: string): number | null {
  const half = id % 2 === 1
  if (kind === 'pre-roll') {
    if (subtype === 'Multi-packs') return 0.5 * Number(/(\d+)-Pack/.exec(name)?.[1] ?? 1)
    if (subtype === 'Infused') return 1
    return half ? 0.5 : 1
  }
  if (kind === 'vape') return half ? 0.5 : 1
  if (kind === 'flower' || kind === 'extract') return 1
  return null
}

/** The weights of a product, read back from its lab results (each when it has none). */
export function productWeights(product: Pick<ProductRow, 'labResults'>): WeightId[] {
  const seen: WeightId[] = []
  for (const result of product.labResults) {
    const weight = result.priceId as WeightId
    if (!seen.includes(weight)) seen.push(weight)
  }
  return seen.length ? seen : ['each']
}

function labValue(product: Pick<ProductRow, 'labResults'>, unitId: LabResult['unitId']): number | null {
  const result = product.labResults.find((r) => r.unitId === unitId)
  return result && result.unit === '%' ? result.value : null
}

// ---------------------------------------------------------------------------------------------
// A store's offer: menu product and its variants

export type MenuProductInput = {
  storeId: number
  product: Pick<ProductRow, 'id' | 'kind' | 'category' | 'rootSubtype' | 'labResults'>
  referenceDate: Date
  featuredRank?: number
  bestSelling?: boolean
}

export function buildMenuProduct(rng: Random, input: MenuProductInput): MenuProductRow {
  const { product } = input
  const kind = product.kind as Kind
  const range = potencyRange(kind, product.category, product.rootSubtype)
  const batch = (value: number | null, spread: number, bounds?: [number, number]) => {
    if (value == null) return null
    const shifted = value + rng.float(-spread, spread)
    return round(bounds ? clamp(shifted, bounds) : Math.max(0.01, shifted), 2)
  }
  const thc = range ? batch(labValue(product, 'THC'), product.category === 'cbd' ? 0.1 : 1.5, range.thc) : null
  const thca = range ? batch(labValue(product, 'THCA'), 1.5) : null
  const cbd = range ? batch(labValue(product, 'CBD'), product.category === 'cbd' ? 1 : 0.05, product.category === 'cbd' ? range.cbd : [0.01, 1]) : null
  const rootTypes: string[] = [kind]
  if (product.rootSubtype) rootTypes.push(`${kind}:${product.rootSubtype}`)
  if (input.bestSelling ?? rng.chance(0.1)) rootTypes.push('best_selling')
  const weights = productWeights(product)
  const limited = rng.chance(0.04)
  const maxCartQuantity = weights.includes('ounce') ? rng.pick([1, 3]) : limited ? rng.pick([1, 3, 5]) : weights.includes('half_ounce') ? 5 : 10
  const today = startOfDay(input.referenceDate)
  // About 5 % arrived in the last 15 days (the 'New' label), 1 % are announced for the next two weeks.
  const arrival = rng.weighted([
    ['new', 5],
    ['upcoming', 1],
    ['older', 94],
  ] as const)
  const daysAgo = arrival === 'new' ? rng.int(0, 14) : arrival === 'upcoming' ? -rng.int(1, 14) : rng.int(16, 700)
  return {
    storeId: input.storeId,
    productId: product.id,
    storeNotes: rng.chance(0.08) ? (limited ? 'Limited drop: while supplies last.' : rng.pick(STORE_NOTES)) : null,
    rootTypes,
    maxCartQuantity,
    percentThc: thc,
    percentCbd: cbd,
    percentThca: thca,
    arrivedOn: isoDate(addDays(today, -daysAgo)),
    featuredRank: input.featuredRank ?? rng.int(1, 1000),
  }
}

/** Typical shelf prices (dollars) for the reference size of each kind and subtype. */
function basePrice(rng: Random, kind: Kind, subtype: string | null, name: string): number {
  switch (kind) {
    case 'flower':
      // Price of an eighth.
      return subtype === 'Premium' ? rng.float(45, 65) : subtype === 'Smalls' ? rng.float(25, 35) : subtype === 'Pre-Ground' ? rng.float(22, 30) : rng.float(32, 52)
    case 'pre-roll':
      if (subtype === 'Multi-packs') {
        const count = Number(/(\d+)-Pack/.exec(name)?.[1] ?? 5)
        return count * rng.float(5.5, 8)
      }
      return subtype === 'Infused' ? rng.float(15, 20) : rng.float(8, 15)
    case 'vape':
      // Price of a half gram.
      return subtype === 'Disposables' ? rng.float(30, 40) : rng.float(25, 38)
    case 'extract':
      // Price of a gram.
      return subtype === 'Shatter' ? rng.float(30, 45) : subtype === 'Live Rosin' || subtype === 'Diamonds' ? rng.float(50, 70) : rng.float(35, 60)
    case 'edible':
      return subtype === 'Beverages' ? rng.float(6, 12) : rng.float(15, 30)
    case 'tincture':
      return rng.float(40, 80)
    case 'topical':
      return subtype === 'Patches' ? rng.float(12, 20) : rng.float(25, 60)
    case 'gear':
      return subtype === 'Papers' ? rng.float(3, 8) : subtype === 'Batteries' ? rng.float(15, 35) : rng.float(12, 45)
  }
}

/** Price of a weight relative to the kind's reference size; larger sizes cost less per gram. */
const WEIGHT_FACTORS: Record<Kind, Partial<Record<WeightId, number>>> = {
  flower: { gram: 0.34, eighth_ounce: 1, quarter_ounce: 1.85, half_ounce: 3.3, ounce: 6 },
  'pre-roll': { each: 1, half_gram: 0.8, gram: 1.25 },
  vape: { half_gram: 1, gram: 1.6 },
  extract: { half_gram: 0.6, gram: 1, two_gram: 1.75 },
  edible: { each: 1 },
  tincture: { each: 1 },
  topical: { each: 1 },
  gear: { each: 1 },
}

export type PriceEnding = '00' | '99' | '50'

/** Round a price to how stores print them: whole dollars, .99 or .50. */
export function shelfPrice(value: number, ending: PriceEnding): number {
  const whole = Math.max(1, Math.round(value))
  if (ending === '99') return round(whole - 0.01, 2)
  if (ending === '50') return round(Math.max(1, Math.round(value * 2) / 2), 2)
  return whole
}

export type VariantsInput = {
  menuProduct: Pick<MenuProductRow, 'storeId' | 'productId' | 'percentThc' | 'percentThca' | 'percentCbd'>
  product: Pick<ProductRow, 'kind' | 'rootSubtype' | 'name' | 'labResults'>
  /** Store price level, e.g. 0.9–1.15. */
  priceLevel?: number
  ending?: PriceEnding
  /** The whole product is out of stock. */
  soldOut?: boolean
}

export function buildVariants(rng: Random, input: VariantsInput): VariantRow[] {
  const kind = input.product.kind as Kind
  const base = basePrice(rng, kind, input.product.rootSubtype, input.product.name) * (input.priceLevel ?? 1)
  const ending = input.ending ?? '00'
  const weights = productWeights(input.product)
  const near = (value: number | null) => (value == null ? null : round(Math.max(0.01, value + rng.float(-0.8, 0.8)), 2))
  return weights.map((weight) => {
    const factor = WEIGHT_FACTORS[kind][weight] ?? 1
    const inventory = input.soldOut || rng.chance(0.05) ? 0 : rng.weighted([[rng.int(1, 5), 2], [rng.int(6, 40), 5], [rng.int(41, 200), 2]] as const)
    return {
      storeId: input.menuProduct.storeId,
      productId: input.menuProduct.productId,
      weight,
      price: shelfPrice(base * factor, ending),
      discountedPrice: null,
      inventory,
      thcPotency: near(input.menuProduct.percentThc),
      thcaPotency: near(input.menuProduct.percentThca),
      cbdPotency: input.menuProduct.percentCbd == null ? null : round(Math.max(0.01, input.menuProduct.percentCbd + rng.float(-0.2, 0.2)), 2),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Specials

export type SpecialType = 'product' | 'bundle' | 'bulk' | 'cart_total' | 'qualified_group'
export type DiscountType = 'percent' | 'dollar_amount' | 'target_price'

export type SpecialInput = {
  id: number
  storeId: number
  title: string
  specialType: SpecialType
  discountType: DiscountType
  /** Percent, dollars off, or the target price, by discount type. */
  value: number
  enabled?: boolean
  startDate?: Date | null
  endDate?: Date | null
  /** 'photo' (default), 'none' (null) or 'empty' (urls both null). */
  photo?: 'photo' | 'none' | 'empty'
  updatedAt: Date
}

export function buildSpecial(input: SpecialInput): SpecialRow {
  const url = specialImageUrl(`${input.id}:${input.title}`)
  const photo: SpecialPhoto | null =
    input.photo === 'none'
      ? null
      : { id: input.id, position: 0, urls: input.photo === 'empty' ? { original: null, medium: null } : { original: url, medium: url } }
  return {
    id: input.id,
    storeId: input.storeId,
    title: input.title,
    specialType: input.specialType,
    enabled: input.enabled ?? true,
    photo,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    discountType: input.discountType,
    discountPercent: input.discountType === 'percent' ? input.value : null,
    discountDollarAmount: input.discountType === 'dollar_amount' ? input.value : null,
    discountTargetPrice: input.discountType === 'target_price' ? input.value : null,
    updatedAt: input.updatedAt,
    // Seeded specials stand for those a point of sale sends with the menu: no staff targets, no detail.
    detail: null,
    targetKind: null,
    targetValues: null,
  }
}

/** A special changes shelf prices only when it is a live product special. */
export function isLiveProductSpecial(
  special: Pick<SpecialRow, 'enabled' | 'specialType' | 'startDate' | 'endDate'>,
  now: Date,
): boolean {
  if (!special.enabled || special.specialType !== 'product') return false
  if (special.startDate && special.startDate.getTime() > now.getTime()) return false
  if (special.endDate && special.endDate.getTime() <= now.getTime()) return false
  return true
}

/** The discounted price a special gives, or null when it would not lower the price. */
export function discountedPrice(
  price: number,
  special: Pick<SpecialRow, 'discountType' | 'discountPercent' | 'discountDollarAmount' | 'discountTargetPrice'>,
): number | null {
  let value: number | null = null
  if (special.discountType === 'percent' && special.discountPercent != null) value = price * (1 - special.discountPercent / 100)
  else if (special.discountType === 'dollar_amount' && special.discountDollarAmount != null) value = price - special.discountDollarAmount
  else if (special.discountType === 'target_price' && special.discountTargetPrice != null) value = special.discountTargetPrice
  if (value == null) return null
  const rounded = round(Math.max(0, value), 2)
  return rounded < price ? rounded : null
}

/** Set each variant's discounted price to the best live product special that covers it. */
export function applyDiscounts(
  variants: VariantRow[],
  specialsById: ReadonlyMap<number, SpecialRow>,
  links: readonly Pick<SpecialProductRow, 'specialId' | 'storeId' | 'productId'>[],
  now: Date,
): void {
  const byProduct = new Map<string, SpecialRow[]>()
  for (const link of links) {
    const special = specialsById.get(link.specialId)
    if (!special || !isLiveProductSpecial(special, now)) continue
    const key = `${link.storeId}:${link.productId}`
    const list = byProduct.get(key) ?? []
    list.push(special)
    byProduct.set(key, list)
  }
  for (const variant of variants) {
    const list = byProduct.get(`${variant.storeId}:${variant.productId}`)
    if (!list) continue
    let best: number | null = null
    for (const special of list) {
      const value = discountedPrice(variant.price, special)
      if (value != null && (best == null || value < best)) best = value
    }
    variant.discountedPrice = best
  }
}

type StoreItem = { product: Pick<ProductRow, 'id' | 'kind' | 'brandId' | 'name' | 'category'>; variants: readonly VariantRow[] }
type SpecialPlan = {
  title: string
  specialType: SpecialType
  discountType: DiscountType
  value: number
  matches: (item: StoreItem) => boolean
}

const KIND_PLURALS: Record<Kind, string> = {
  flower: 'flower',
  'pre-roll': 'pre-rolls',
  vape: 'vapes',
  extract: 'concentrates',
  edible: 'edibles',
  tincture: 'tinctures',
  topical: 'topicals',
  gear: 'accessories',
}

function specialPlans(rng: Random, items: readonly StoreItem[], brandNames: ReadonlyMap<number, string>, medical: boolean): SpecialPlan[] {
  const ofKind = (kind: Kind) => (item: StoreItem) => item.product.kind === kind
  const counts = new Map<string, number>()
  for (const item of items) {
    const key = `${item.product.brandId}:${item.product.kind}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const brandKinds = [...counts.entries()].filter(([, count]) => count >= 3).map(([key]) => key).sort()
  const plans: SpecialPlan[] = []
  if (brandKinds.length) {
    const [brandId, kind] = rng.pick(brandKinds).split(':') as [string, Kind]
    const percent = rng.pick([10, 15, 20, 25, 30])
    plans.push({
      title: `${percent}% off ${brandNames.get(Number(brandId))} ${KIND_PLURALS[kind]}`,
      specialType: 'product',
      discountType: 'percent',
      value: percent,
      matches: (item) => item.product.brandId === Number(brandId) && item.product.kind === kind,
    })
  }
  const dollarKind = rng.pick(['vape', 'pre-roll', 'extract'] as const)
  const dollars = rng.pick([3, 5, 5, 10])
  plans.push({ title: `$${dollars} off ${KIND_PLURALS[dollarKind]}`, specialType: 'product', discountType: 'dollar_amount', value: dollars, matches: ofKind(dollarKind) })
  const targetKind = rng.pick(['edible', 'tincture', 'topical'] as const)
  const target = targetKind === 'edible' ? rng.pick([12, 15]) : rng.pick([25, 30, 35])
  plans.push({
    title: `Select ${KIND_PLURALS[targetKind]} $${target}`,
    specialType: 'product',
    discountType: 'target_price',
    value: target,
    matches: (item) => item.product.kind === targetKind && item.variants.some((v) => v.price > target),
  })
  const bundleTarget = rng.pick([35, 40, 45])
  plans.push({ title: `Edibles 2 for $${bundleTarget}`, specialType: 'bundle', discountType: 'target_price', value: bundleTarget, matches: ofKind('edible') })
  const bulkKind = rng.pick(['pre-roll', 'vape', 'edible'] as const)
  const bulkPercent = rng.pick([10, 15, 20])
  plans.push({ title: `Buy 3 ${KIND_PLURALS[bulkKind]}, save ${bulkPercent}%`, specialType: 'bulk', discountType: 'percent', value: bulkPercent, matches: ofKind(bulkKind) })
  const cartOff = rng.pick([10, 15, 20])
  plans.push({ title: `$${cartOff} off orders of $${cartOff * 10} or more`, specialType: 'cart_total', discountType: 'dollar_amount', value: cartOff, matches: (item) => item.product.kind !== 'gear' })
  const group = medical
    ? rng.pick(['Medical patients save 15%', 'Veterans save 15% every day', 'Seniors save 10% on Wednesdays'])
    : rng.pick(['Veterans save 10% every day', 'Seniors save 10% on Tuesdays', 'Industry workers save 20%', 'Students save 10% with ID'])
  const groupPercent = Number(/(\d+)%/.exec(group)?.[1] ?? 10)
  plans.push({ title: group, specialType: 'qualified_group', discountType: 'percent', value: groupPercent, matches: () => true })
  const strainItems = items.filter((item) => item.product.kind === 'flower' && item.product.category === 'cbd')
  if (strainItems.length) {
    plans.push({ title: '25% off CBD flower', specialType: 'product', discountType: 'percent', value: 25, matches: (item) => item.product.kind === 'flower' && item.product.category === 'cbd' })
  }
  const pctKind = rng.pick(['tincture', 'topical', 'flower'] as const)
  const pct = rng.pick([15, 20])
  plans.push({ title: `${pct}% off all ${KIND_PLURALS[pctKind]}`, specialType: 'product', discountType: 'percent', value: pct, matches: ofKind(pctKind) })
  plans.push({ title: 'Happy hour: $5 off pre-roll packs', specialType: 'product', discountType: 'dollar_amount', value: 5, matches: (item) => item.product.kind === 'pre-roll' && item.product.name.includes('-Pack') })
  return plans
}

export type StoreSpecialsInput = {
  storeId: number
  firstId: number
  medical: boolean
  items: readonly StoreItem[]
  brandNames: ReadonlyMap<number, string>
  referenceDate: Date
}

/**
 * 4–10 specials for a store covering every special and discount type, with a realistic mix of
 * states: mostly live, some without an end date, one expired, sometimes one disabled or upcoming,
 * and a few without a photo.
 */
export function buildStoreSpecials(rng: Random, input: StoreSpecialsInput): { specials: SpecialRow[]; links: SpecialProductRow[] } {
  const plans = specialPlans(rng, input.items, input.brandNames, input.medical)
  const count = Math.min(plans.length, rng.int(4, 10))
  // Keep one product special and then a random selection of the rest, in a shuffled order.
  const chosen = [plans[0] as SpecialPlan, ...rng.sample(plans.slice(1), count - 1)]
  const today = startOfDay(input.referenceDate)
  const specials: SpecialRow[] = []
  const links: SpecialProductRow[] = []
  chosen.forEach((plan, index) => {
    const id = input.firstId + index
    const status = index === 0 ? 'live' : rng.weighted([['live', 6], ['open-ended', 3], ['expired', 2], ['future', 1], ['disabled', 1]] as const)
    let startDate: Date | null = addDays(today, -rng.int(1, 30))
    let endDate: Date | null = addDays(today, rng.int(3, 45))
    if (status === 'open-ended') endDate = null
    if (status === 'expired') {
      startDate = addDays(today, -rng.int(40, 90))
      endDate = addDays(today, -rng.int(1, 20))
    }
    if (status === 'future') {
      startDate = addDays(today, rng.int(2, 14))
      endDate = addDays(startDate, rng.int(7, 30))
    }
    specials.push(
      buildSpecial({
        id,
        storeId: input.storeId,
        title: plan.title,
        specialType: plan.specialType,
        discountType: plan.discountType,
        value: plan.value,
        enabled: status !== 'disabled',
        startDate: rng.chance(0.1) && status === 'open-ended' ? null : startDate,
        endDate,
        photo: rng.weighted([['photo', 8], ['none', 1], ['empty', 1]] as const),
        updatedAt: addDays(today, -rng.int(0, 20)),
      }),
    )
    for (const item of input.items) {
      if (plan.matches(item)) links.push({ specialId: id, storeId: input.storeId, productId: item.product.id })
    }
  })
  return { specials, links }
}

// ---------------------------------------------------------------------------------------------
// Reviews

export type ReviewInput = {
  id: number
  product: Pick<ProductRow, 'id' | 'kind' | 'category'>
  /** Aroma words of the strain, for flavour remarks. */
  aroma?: string
  /** Shifts ratings: 0.5 is an average product, 1 a favourite. */
  quality?: number
  referenceDate: Date
}

/** How many reviews a product gets: many with a few, some popular ones with 40–60. */
export function reviewCountFor(rng: Random): number {
  const bucket = rng.weighted([
    ['none', 22],
    ['few', 38],
    ['some', 25],
    ['many', 10],
    ['popular', 5],
  ] as const)
  if (bucket === 'none') return 0
  if (bucket === 'few') return rng.int(1, 5)
  if (bucket === 'some') return rng.int(6, 20)
  if (bucket === 'many') return rng.int(21, 39)
  return rng.int(40, 60)
}

function nickname(rng: Random): string {
  if (rng.chance(0.6)) return `${rng.pick(FIRST_NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.`
  return `${rng.pick(HANDLES)}${rng.chance(0.7) ? rng.int(2, 99) : ''}`
}

export function buildReview(rng: Random, input: ReviewInput): ReviewRow {
  const kind = input.product.kind as Kind
  const quality = input.quality ?? 0.5
  const rating = rng.weighted([
    [5, 30 + quality * 30],
    [4, 28],
    [3, 12 - quality * 4],
    [2, 7 - quality * 4],
    [1, 6 - quality * 4],
  ] as const) as 1 | 2 | 3 | 4 | 5
  const effects = EFFECTS_BY_LINEAGE[(input.product.category as Lineage | null) ?? 'none']
  const feelings: Feeling[] = []
  const activities: Activity[] = []
  if (effects.feelings.length && rating >= 3) {
    const n = rng.weighted([[0, 1], [1, 3], [2, 4], [3, 2]] as const)
    for (let i = 0; i < n; i++) {
      const f = rng.weighted(effects.feelings)
      if (!feelings.includes(f)) feelings.push(f)
    }
    const m = rng.weighted([[0, 2], [1, 4], [2, 3]] as const)
    for (let i = 0; i < m; i++) {
      const a = rng.weighted(effects.activities)
      if (!activities.includes(a)) activities.push(a)
    }
  }
  feelings.sort((a, b) => FEELINGS.indexOf(a) - FEELINGS.indexOf(b))
  activities.sort((a, b) => ACTIVITIES.indexOf(a) - ACTIVITIES.indexOf(b))
  const good = rating >= 4
  const sentences = [rng.pick(OPENERS[rating])]
  if (feelings.length && rng.chance(0.8)) {
    const words = feelings.map((f) => FEELING_WORDS[f])
    sentences.push(`Left me ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]}.`)
  }
  if (activities.length && rng.chance(0.6)) sentences.push(`Great for ${ACTIVITY_PHRASES[activities[0] as Activity]}.`)
  if (input.aroma && rng.chance(0.5)) sentences.push(good ? `Tastes of ${input.aroma}.` : `The ${input.aroma} flavour was faint.`)
  sentences.push(rng.pick(good || rating === 3 ? KIND_REMARKS[kind].good : KIND_REMARKS[kind].bad))
  if (rng.chance(0.35)) sentences.push(rng.pick(good ? VALUE_REMARKS.good : VALUE_REMARKS.bad))
  const secondsAgo = rng.int(3600, 730 * 86_400)
  return {
    id: input.id,
    productId: input.product.id,
    nickname: nickname(rng),
    rating,
    comment: sentences.slice(0, 4).join(' '),
    activities,
    feelings,
    hidden: rng.chance(0.03),
    upvotes: Math.floor(rng.next() ** 3 * 41),
    userId: null,
    orderId: null,
    createdAt: new Date(startOfDay(input.referenceDate).getTime() - secondsAgo * 1000),
  }
}
