import type { WeightId } from '~/db/schema'

/**
 * The menu import's file format (docs/menu-import.md): the columns of a CSV file, the fields of a
 * JSON file, and the vocabulary both share. Pure: the command, the staff page and the tests read it.
 */

export const MENU_KINDS = ['flower', 'pre-roll', 'vape', 'extract', 'edible', 'tincture', 'topical', 'gear'] as const
export type MenuKindName = (typeof MENU_KINDS)[number]

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const
export type StrainType = (typeof STRAIN_TYPES)[number]

export const MENU_SCOPES = ['adult-use', 'medical', 'both'] as const
export type MenuScope = (typeof MENU_SCOPES)[number]

/** The weights in size order, with the grams each stands for ('each' has none of its own). */
export const IMPORT_WEIGHTS: readonly { id: WeightId; name: string; grams: number | null }[] = [
  { id: 'half_gram', name: 'half gram', grams: 0.5 },
  { id: 'gram', name: 'gram', grams: 1 },
  { id: 'two_gram', name: 'two gram', grams: 2 },
  { id: 'eighth_ounce', name: 'eighth ounce', grams: 3.5 },
  { id: 'quarter_ounce', name: 'quarter ounce', grams: 7 },
  { id: 'half_ounce', name: 'half ounce', grams: 14 },
  { id: 'ounce', name: 'ounce', grams: 28 },
  { id: 'each', name: 'each', grams: null },
]

/** The CSV columns, in the order an export writes them. */
export const CSV_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'subcategory',
  'kind',
  'strain_type',
  'lineage',
  'thc',
  'cbd',
  'terpenes',
  'description',
  ...IMPORT_WEIGHTS.flatMap((w) => [`price_${w.id}`, `quantity_${w.id}`]),
  'grams_each',
  'images',
  'lab_results_url',
  'menu',
] as const

export const REQUIRED_COLUMNS = ['sku', 'name', 'brand', 'category'] as const

/** Limits that keep one file from tying up the server (documented in docs/menu-import.md). */
export const IMPORT_LIMITS = {
  /** Bytes of a file, checked before it is read (the declared size) and while it is read. */
  maxBytes: 20 * 1024 * 1024,
  /** Product rows in one file. */
  maxRows: 50_000,
  /** Empty lines tolerated in a CSV file (blank lines at the end of an export, a few between blocks). */
  maxEmptyLines: 100,
  /** Rejected rows listed one by one in a report; the count covers the rest. */
  maxListedProblems: 500,
} as const

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`
}

export type FileFormat = 'csv' | 'json'

/** The format a file name says, or null. */
export function formatOfFileName(name: string): FileFormat | null {
  const lower = name.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.json')) return 'json'
  return null
}

/** A CSV header cell as the format spells it: trimmed, lower case, spaces and dashes as underscores. */
export function normaliseColumn(cell: string): string {
  return cell.trim().toLowerCase().replace(/[\s-]+/g, '_')
}

/**
 * What is wrong with a CSV header, in one message, or null when every column is known, none
 * repeats and the required ones are there.
 */
export function headerProblem(cells: readonly string[]): string | null {
  const columns = cells.map(normaliseColumn)
  const known = new Set<string>(CSV_COLUMNS)
  const unknown = columns.filter((c) => !known.has(c))
  if (unknown.length) {
    const shown = unknown.slice(0, 5).map((c) => (c ? `"${c}"` : 'an empty column'))
    return `The header has ${unknown.length === 1 ? 'a column' : 'columns'} the format does not know: ${shown.join(', ')}${unknown.length > 5 ? '…' : ''}. Is this the menu export? The columns are listed in the import guide.`
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i)
  if (repeated.length) return `The header names "${repeated[0]}" twice.`
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c))
  if (missing.length) return `The header lacks the required ${missing.length === 1 ? 'column' : 'columns'} ${missing.map((c) => `"${c}"`).join(', ')}.`
  if (!columns.some((c) => c.startsWith('price_'))) return 'The header has no price column (price_eighth_ounce, price_each …).'
  return null
}

/**
 * A cell for an exported CSV file: text a spreadsheet would run as a formula ('=', '+', '-', '@',
 * tab, carriage return first) gets a leading apostrophe, so opening the export runs nothing; then
 * quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
