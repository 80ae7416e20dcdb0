import type { WeightId } from '~/db/schema'
import {
  IMPORT_WEIGHTS,
  MENU_KINDS,
  MENU_SCOPES,
  type MenuKindName,
  type MenuScope,
  normaliseColumn,
  STRAIN_TYPES,
  type StrainType,
} from './menu-format'

/**
 * Row-by-row rules of the menu import: a row of a CSV file or a product of a JSON file becomes an
 * `ImportedProduct`, or a list of problems naming the field and saying what is wrong. Text is kept
 * as written (a cell starting with '=' stays text: nothing here or downstream evaluates it).
 */

export type Potency = { value: number; unit: '%' | 'mg' }
export type ImportedWeight = { weight: WeightId; price: number; quantity: number; grams: number | null }

export type ImportedProduct = {
  sku: string
  name: string
  brand: string
  kind: MenuKindName
  subcategory: string | null
  strainType: StrainType | null
  lineage: string | null
  thc: Potency | null
  cbd: Potency | null
  terpenes: { name: string; percent: number | null }[]
  description: string
  weights: ImportedWeight[]
  images: string[]
  labResultsUrl: string | null
  menu: MenuScope
}

export type FieldProblem = { field: string; message: string }

/** A weight as the file gives it, before checking; the field names say where a problem is. */
export type RawWeight = {
  label: string
  name: unknown
  grams: unknown
  price: unknown
  quantity: unknown
  fields: { name: string; grams: string; price: string; quantity: string }
}

/** A row or product as the file gives it, whatever the format. */
export type RawProduct = { values: Record<string, unknown>; weights: RawWeight[] }

const KIND_ALIASES: Record<string, MenuKindName> = {
  flowers: 'flower',
  'pre-rolls': 'pre-roll',
  preroll: 'pre-roll',
  prerolls: 'pre-roll',
  'pre roll': 'pre-roll',
  'pre rolls': 'pre-roll',
  vapes: 'vape',
  vaporizers: 'vape',
  extracts: 'extract',
  concentrate: 'extract',
  concentrates: 'extract',
  edibles: 'edible',
  tinctures: 'tincture',
  topicals: 'topical',
  accessories: 'gear',
}

const LIMITS = { sku: 64, name: 200, brand: 100, subcategory: 60, lineage: 200, description: 5_000, terpene: 40, url: 2_048, images: 10 }
const MAX_PRICE = 100_000
const MAX_QUANTITY = 1_000_000
const MAX_MG = 100_000

// Control characters other than tab and line breaks: nothing a menu needs, often a sign of a binary file.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A CSV row (header already checked) as a raw product: per-weight columns become weights. */
export function rawFromCsv(columns: readonly string[], cells: readonly string[]): RawProduct {
  const values: Record<string, unknown> = {}
  columns.forEach((column, i) => {
    values[normaliseColumn(column)] = cells[i] ?? ''
  })
  const weights: RawWeight[] = []
  for (const w of IMPORT_WEIGHTS) {
    const price = values[`price_${w.id}`]
    const quantity = values[`quantity_${w.id}`]
    if (isBlank(price) && isBlank(quantity)) continue
    weights.push({
      label: w.name,
      name: w.name,
      grams: w.id === 'each' ? values.grams_each : null,
      price,
      quantity,
      fields: { name: `price_${w.id}`, grams: 'grams_each', price: `price_${w.id}`, quantity: `quantity_${w.id}` },
    })
  }
  return { values, weights }
}

const JSON_KEYS: Record<string, string> = { strainType: 'strain_type', labResultsUrl: 'lab_results_url' }

/** A JSON product as a raw product; null when it is not an object at all. */
export function rawFromJson(value: unknown): RawProduct | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const values: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) values[JSON_KEYS[key] ?? key] = v
  const list = Array.isArray(values.weights) ? values.weights : []
  const weights = list.map((entry, i): RawWeight => {
    const w = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {}
    const at = `weights[${i}]`
    return {
      label: typeof w.name === 'string' ? w.name : `weight ${i + 1}`,
      name: w.name,
      grams: w.grams,
      price: w.price,
      quantity: w.quantity,
      fields: { name: `${at}.name`, grams: `${at}.grams`, price: `${at}.price`, quantity: `${at}.quantity` },
    }
  })
  return { values, weights }
}

/** Known JSON fields: anything else is refused, so a misspelt field does not silently vanish. */
export const JSON_FIELDS = new Set(['sku', 'name', 'brand', 'category', 'subcategory', 'kind', 'strain_type', 'lineage', 'thc', 'cbd', 'terpenes', 'description', 'weights', 'images', 'lab_results_url', 'menu'])

export function validateProduct(raw: RawProduct, format: 'csv' | 'json' = 'csv'): { ok: true; product: ImportedProduct } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = []
  const problem = (field: string, message: string) => problems.push({ field, message })
  const v = raw.values

  if (format === 'json') {
    for (const key of Object.keys(v)) if (!JSON_FIELDS.has(key)) problem(key, `Unknown field "${key}": the fields are listed in the import guide.`)
    if (v.weights !== undefined && !Array.isArray(v.weights)) problem('weights', 'Weights must be a list of {name, grams, price, quantity}.')
  }

  const sku = text(v.sku, 'sku', 'SKU', LIMITS.sku, problem, true)
  if (sku && !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(sku)) problem('sku', `SKU "${sku}" may hold letters, digits, '-', '_', '.' and '/' only.`)
  const name = text(v.name, 'name', 'Name', LIMITS.name, problem, true)
  const brand = text(v.brand, 'brand', 'Brand', LIMITS.brand, problem, true)
  const category = kindOf(v.category, 'category', problem, true)
  const kind = kindOf(v.kind, 'kind', problem, false)
  if (category && kind && kind !== category) problem('kind', `Kind "${kind}" does not match category "${category}".`)
  const subcategory = text(v.subcategory, 'subcategory', 'Subcategory', LIMITS.subcategory, problem)
  const strainText = text(v.strain_type, 'strain_type', 'Strain type', 20, problem)
  let strainType: StrainType | null = null
  if (strainText) {
    const lower = strainText.toLowerCase()
    if ((STRAIN_TYPES as readonly string[]).includes(lower)) strainType = lower as StrainType
    else problem('strain_type', `Unknown strain type "${strainText}": use indica, sativa, hybrid or cbd.`)
  }
  const lineage = text(v.lineage, 'lineage', 'Lineage', LIMITS.lineage, problem)
  const thc = potencyOf(v.thc, 'thc', 'THC', problem)
  const cbd = potencyOf(v.cbd, 'cbd', 'CBD', problem)
  const terpenes = terpenesOf(v.terpenes, problem)
  const description = text(v.description, 'description', 'Description', LIMITS.description, problem) ?? ''
  const images = imagesOf(v.images, problem)
  const labResultsUrl = urlOf(v.lab_results_url, 'lab_results_url', 'Lab results link', problem)
  const menu = scopeOf(v.menu, problem)
  const weights = weightsOf(raw.weights, problem)

  if (problems.length || !sku || !name || !brand || !category) return { ok: false, problems }
  return {
    ok: true,
    product: { sku, name, brand, kind: category, subcategory, strainType, lineage, thc, cbd, terpenes, description, weights, images, labResultsUrl, menu },
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function text(value: unknown, field: string, label: string, max: number, problem: (f: string, m: string) => void, required = false): string | null {
  if (isBlank(value)) {
    if (required) problem(field, `${label} is missing.`)
    return null
  }
  if (typeof value !== 'string') {
    problem(field, `${label} must be text.`)
    return null
  }
  let trimmed = value.trim()
  // An export writes a formula-like cell with a leading apostrophe (csvCell): read back, it is the text again.
  if (/^'[=+\-@]/.test(trimmed)) trimmed = trimmed.slice(1)
  if (CONTROL.test(trimmed)) {
    problem(field, `${label} holds control characters: is the file a text export?`)
    return null
  }
  if (trimmed.length > max) {
    problem(field, `${label} is longer than ${max.toLocaleString('en-US')} characters.`)
    return null
  }
  return trimmed
}

function kindOf(value: unknown, field: string, problem: (f: string, m: string) => void, required: boolean): MenuKindName | null {
  const raw = text(value, field, field === 'kind' ? 'Kind' : 'Category', 40, problem, required)
  if (!raw) return null
  const lower = raw.toLowerCase()
  if ((MENU_KINDS as readonly string[]).includes(lower)) return lower as MenuKindName
  const alias = KIND_ALIASES[lower]
  if (alias) return alias
  problem(field, `Unknown ${field} "${raw}": use one of ${MENU_KINDS.join(', ')}.`)
  return null
}

/** A number as a file writes it: digits with an optional '$' and decimal point; no thousands separators. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const match = /^\s*(-)?\s*\$?\s*(-)?(\d+(?:\.\d+)?|\.\d+)\s*$/.exec(value)
  if (!match) return null
  const n = Number(match[3])
  return match[1] || match[2] ? -n : n
}

export function potencyOf(value: unknown, field: string, label: string, problem: (f: string, m: string) => void): Potency | null {
  if (isBlank(value)) return null
  let amount: number | null = null
  let unit: string | null = null
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const o = value as Record<string, unknown>
    amount = parseNumber(o.value)
    unit = typeof o.unit === 'string' ? o.unit.trim().toLowerCase() : null
  } else if (typeof value === 'string') {
    const match = /^\s*(-?\d+(?:\.\d+)?|-?\.\d+)\s*(%|mg)\s*$/i.exec(value)
    if (match) {
      amount = Number(match[1])
      unit = match[2]!.toLowerCase()
    }
  }
  if (amount === null || (unit !== '%' && unit !== 'mg')) {
    problem(field, `${label} "${shown(value)}" is not a potency: write it as 22.5% or 100 mg.`)
    return null
  }
  if (amount < 0) {
    problem(field, `${label} is negative: ${amount}${unit}.`)
    return null
  }
  if (unit === '%' && amount > 100) {
    problem(field, `${label} of ${amount}% is more than 100%.`)
    return null
  }
  if (unit === 'mg' && amount > MAX_MG) {
    problem(field, `${label} of ${amount} mg is more than ${MAX_MG.toLocaleString('en-US')} mg.`)
    return null
  }
  return { value: amount, unit }
}

function terpenesOf(value: unknown, problem: (f: string, m: string) => void): ImportedProduct['terpenes'] {
  if (isBlank(value)) return []
  const entries: unknown[] = typeof value === 'string' ? value.split(/[;|]/).filter((part) => part.trim() !== '') : Array.isArray(value) ? value : [value]
  const out: ImportedProduct['terpenes'] = []
  for (const entry of entries) {
    let name: string | null = null
    let percent: number | null = null
    if (typeof entry === 'string') {
      const match = /^\s*(.+?)(?:\s+(-?\d+(?:\.\d+)?)\s*%)?\s*$/.exec(entry)
      name = match?.[1]?.trim() ?? null
      percent = match?.[2] === undefined ? null : Number(match[2])
    } else if (entry && typeof entry === 'object') {
      const o = entry as Record<string, unknown>
      name = typeof o.name === 'string' ? o.name.trim() : null
      percent = o.percent === undefined || o.percent === null ? null : parseNumber(o.percent)
      if (o.percent !== undefined && o.percent !== null && percent === null) name = null
    }
    if (!name || name.length > LIMITS.terpene || CONTROL.test(name)) {
      problem('terpenes', `Terpene "${shown(entry)}" is not a name with an optional percentage, e.g. "Myrcene 0.8%".`)
      return []
    }
    if (percent !== null && (percent < 0 || percent > 100)) {
      problem('terpenes', `Terpene ${name} at ${percent}% is outside 0–100%.`)
      return []
    }
    out.push({ name, percent })
  }
  return out
}

/** An image reference: an http(s) URL or a relative path of plain segments; never fetched. */
export function imageProblem(ref: string): string | null {
  if (/(^|[\\/])\.\.([\\/]|$)/.test(ref)) return `Image path "${ref}" must not contain "..".`
  if (ref.includes('\\')) return `Image path "${ref}" must use '/' between folders.`
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    try {
      const url = new URL(ref)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Image "${ref}" must be an https link or a path.`
      return null
    } catch {
      return `Image "${ref}" is not a valid link.`
    }
  }
  if (!/^\/?[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(ref)) return `Image path "${ref}" may hold letters, digits, '.', '_', '-' and '/' only.`
  return null
}

function imagesOf(value: unknown, problem: (f: string, m: string) => void): string[] {
  if (isBlank(value)) return []
  const refs = typeof value === 'string' ? value.split('|').map((s) => s.trim()).filter(Boolean) : Array.isArray(value) ? value : null
  if (!refs || refs.some((r) => typeof r !== 'string')) {
    problem('images', 'Images must be paths or links separated by "|" (a list in JSON).')
    return []
  }
  const list = refs as string[]
  if (list.length > LIMITS.images) {
    problem('images', `At most ${LIMITS.images} images per product.`)
    return []
  }
  for (const ref of list) {
    const message = ref.length > LIMITS.url ? `Image "${ref.slice(0, 40)}…" is longer than ${LIMITS.url} characters.` : imageProblem(ref)
    if (message) {
      problem('images', message)
      return []
    }
  }
  return list
}

function urlOf(value: unknown, field: string, label: string, problem: (f: string, m: string) => void): string | null {
  const raw = text(value, field, label, LIMITS.url, problem)
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString()
  } catch {
    // fall through to the message
  }
  problem(field, `${label} "${raw}" is not an http(s) link.`)
  return null
}

function scopeOf(value: unknown, problem: (f: string, m: string) => void): MenuScope {
  const raw = text(value, 'menu', 'Menu', 20, problem)
  if (!raw) return 'both'
  const lower = raw.toLowerCase()
  if (lower === 'recreational' || lower === 'adult use') return 'adult-use'
  if ((MENU_SCOPES as readonly string[]).includes(lower)) return lower as MenuScope
  problem('menu', `Unknown menu "${raw}": use adult-use, medical or both.`)
  return 'both'
}

function weightIdOf(value: unknown): WeightId | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_')
  return IMPORT_WEIGHTS.find((w) => w.id === key)?.id ?? null
}

function weightsOf(raws: readonly RawWeight[], problem: (f: string, m: string) => void): ImportedWeight[] {
  const out: ImportedWeight[] = []
  for (const raw of raws) {
    const weight = weightIdOf(raw.name)
    if (!weight) {
      problem(raw.fields.name, `Unknown weight "${shown(raw.name)}": use ${IMPORT_WEIGHTS.map((w) => w.name).join(', ')}.`)
      continue
    }
    const info = IMPORT_WEIGHTS.find((w) => w.id === weight)!
    if (out.some((w) => w.weight === weight)) {
      problem(raw.fields.name, `The ${info.name} weight is given twice.`)
      continue
    }
    if (isBlank(raw.price)) {
      problem(raw.fields.price, `The ${info.name} weight has no price.`)
      continue
    }
    const price = parseNumber(raw.price)
    if (price === null) {
      problem(raw.fields.price, `Price of ${info.name} "${shown(raw.price)}" is not a number.`)
      continue
    }
    if (price < 0) {
      problem(raw.fields.price, `Price of ${info.name} is negative: ${price}.`)
      continue
    }
    if (price > MAX_PRICE || Math.round(price * 100) !== Math.round(price * 1e6) / 1e4) {
      problem(raw.fields.price, price > MAX_PRICE ? `Price of ${info.name} is more than $${MAX_PRICE.toLocaleString('en-US')}.` : `Price of ${info.name} has more than two decimals: ${price}.`)
      continue
    }
    let quantity = 0
    if (!isBlank(raw.quantity)) {
      const q = parseNumber(raw.quantity)
      if (q === null || !Number.isInteger(q)) {
        problem(raw.fields.quantity, `Stock of ${info.name} "${shown(raw.quantity)}" is not a whole number.`)
        continue
      }
      if (q < 0) {
        problem(raw.fields.quantity, `Stock of ${info.name} is negative: ${q}.`)
        continue
      }
      if (q > MAX_QUANTITY) {
        problem(raw.fields.quantity, `Stock of ${info.name} is more than ${MAX_QUANTITY.toLocaleString('en-US')}.`)
        continue
      }
      quantity = q
    }
    let grams: number | null = null
    if (!isBlank(raw.grams)) {
      const g = parseNumber(raw.grams)
      if (g === null || g <= 0 || g > 1_000) {
        problem(raw.fields.grams, `Grams of ${info.name} "${shown(raw.grams)}" must be a number above 0 and at most 1,000.`)
        continue
      }
      if (info.grams !== null && Math.abs(g - info.grams) > 0.01 && Math.abs(g - info.grams) / info.grams > 0.02) {
        problem(raw.fields.grams, `The ${info.name} weight is ${info.grams} g, not ${g} g.`)
        continue
      }
      grams = info.grams ?? g
    }
    out.push({ weight, price, quantity, grams: info.grams ?? grams })
  }
  if (!out.length && !raws.length) problem('price', 'No weight has a price: give at least one price (price_eighth_ounce, price_each …).')
  return out.sort((a, b) => IMPORT_WEIGHTS.findIndex((w) => w.id === a.weight) - IMPORT_WEIGHTS.findIndex((w) => w.id === b.weight))
}

function shown(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}
