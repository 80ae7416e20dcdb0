import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { specialImageUrl } from '~/catalog/product-image'
import { discountText } from '~/catalog/specials'
import { facetTokensSql, INDEX_FACET_COLUMNS } from '~/catalog/search/index.server'
import { type Database, getDb } from '~/db/client.server'
import type { SpecialPhoto } from '~/db/schema'
import { storeName } from '~/dispensaries/address'
import { log } from '~/log.server'
import {
  DISCOUNT_TYPE_LABELS,
  instantToWallClock,
  parseSpecialForm,
  type SpecialDraft,
  type SpecialErrors,
  type SpecialFields,
  type SpecialStatus,
  specialStatus,
  STATUS_LABELS,
  TARGET_KIND_LABELS,
  type TargetKind,
} from './special-form'
import type { DiscountType } from './pricing'
import { coverTargets, matchTargets } from './special-coverage.server'

const logger = log('specials')

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Tx

/** One special as the staff list shows it, with what the edit form needs. */
export type StaffSpecial = {
  id: number
  title: string
  detail: string | null
  /** '20% off', '$5 off', 'Now $25'. */
  discountText: string
  discountType: DiscountType
  amount: number
  /** 'Brands: Prairie Bloom, Lakeside Labs' — or 'Products of the menu' for specials that came with it. */
  appliesTo: string
  productCount: number
  status: SpecialStatus
  statusLabel: string
  /** 'Dec 1, 9:00 AM' in the store's zone; '' when open. */
  startsText: string
  endsText: string
  /** Specials staff made here can be edited; those that came with the menu (point of sale) can only be ended. */
  editable: boolean
  form: { targetKind: TargetKind | null; targets: string[]; startsAt: string; endsAt: string }
}

export type TargetChoice = { value: string; label: string }

export type SpecialsPage = {
  storeId: number
  storeName: string
  timeZone: string
  /** The store's setting: product cards show ratings and reviews (Ohio hosts hide them anyway). */
  showCardRatings: boolean
  /** The dispensary's setting: its pages offer the support chat (the footer's chat button, the bubble). */
  showChatBox: boolean
  isOhio: boolean
  specials: StaffSpecial[]
  choices: Record<TargetKind, TargetChoice[]>
}

type StoreRow = { name: string; kind: 'recreational' | 'medical'; time_zone: string; show_card_ratings: boolean; show_chat_box: boolean; state_code: string }

async function readStore(db: Executor, storeId: number): Promise<StoreRow | null> {
  const { rows } = await db.execute<StoreRow>(sql`
    select d.name, m.kind, d.time_zone, m.show_card_ratings, d.show_chat_box, s.code as state_code
    from menus m join dispensaries d on d.id = m.dispensary_id join states s on s.id = d.state_id
    where m.store_id = ${storeId}
  `)
  return rows[0] ?? null
}

type SpecialRow = {
  id: number
  title: string
  detail: string | null
  special_type: string
  enabled: boolean
  start_date: Date | string | null
  end_date: Date | string | null
  discount_type: DiscountType
  discount_percent: string | number | null
  discount_dollar_amount: string | number | null
  discount_target_price: string | number | null
  target_kind: TargetKind | null
  target_values: string[] | null
  product_count: number
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value))

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()
function dateTimeText(date: Date | null, timeZone: string): string {
  if (!date) return ''
  let formatter = dateTimeFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    dateTimeFormatters.set(timeZone, formatter)
  }
  return formatter.format(date)
}

/** The staff page's data: the store, its specials (live and scheduled first, then the last ended), and what a special can target. */
export async function loadSpecialsPage(storeId: number, now = new Date(), db: Database = getDb()): Promise<SpecialsPage | null> {
  const store = await readStore(db, storeId)
  if (!store) return null
  const [{ rows }, choices] = await Promise.all([
    db.execute<SpecialRow>(sql`
      select s.id, s.title, s.detail, s.special_type, s.enabled, s.start_date, s.end_date, s.discount_type,
             s.discount_percent, s.discount_dollar_amount, s.discount_target_price, s.target_kind, s.target_values,
             (select count(*)::int from special_products x where x.special_id = s.id) as product_count
      from specials s
      where s.store_id = ${storeId}
      order by (s.enabled and (s.end_date is null or s.end_date > ${now.toISOString()}::timestamptz)) desc,
               s.end_date desc nulls first, s.id desc
      limit 200
    `),
    loadTargetChoices(db, storeId),
  ])
  const names = new Map(Object.entries(choices).map(([kind, list]) => [kind, new Map(list.map((c) => [c.value, c.label]))]))
  return {
    storeId,
    storeName: storeName(store.name, store.kind),
    timeZone: store.time_zone,
    showCardRatings: store.show_card_ratings,
    showChatBox: store.show_chat_box,
    isOhio: store.state_code === 'OH',
    choices,
    specials: rows.map((row) => toStaffSpecial(row, store.time_zone, now, names)),
  }
}

function amountOf(row: Pick<SpecialRow, 'discount_type' | 'discount_percent' | 'discount_dollar_amount' | 'discount_target_price'>): number {
  const raw = row.discount_type === 'percent' ? row.discount_percent : row.discount_type === 'dollar_amount' ? row.discount_dollar_amount : row.discount_target_price
  return raw === null ? 0 : Number(raw)
}

function toStaffSpecial(row: SpecialRow, timeZone: string, now: Date, names: Map<string, Map<string, string>>): StaffSpecial {
  const startDate = toDate(row.start_date)
  const endDate = toDate(row.end_date)
  const status = specialStatus({ enabled: row.enabled, startDate, endDate }, now)
  const amount = amountOf(row)
  const targetKind = row.target_kind
  const targets = row.target_values ?? []
  const labels = targetKind ? targets.map((value) => names.get(targetKind)?.get(value) ?? value) : []
  return {
    id: row.id,
    title: row.title,
    detail: row.detail,
    discountText:
      discountText({
        specialType: row.special_type,
        discountType: row.discount_type,
        discountPercent: row.discount_type === 'percent' ? amount : null,
        discountDollarAmount: row.discount_type === 'dollar_amount' ? amount : null,
        discountTargetPrice: row.discount_type === 'target_price' ? amount : null,
      }) || DISCOUNT_TYPE_LABELS[row.discount_type],
    discountType: row.discount_type,
    amount,
    appliesTo: targetKind ? `${TARGET_KIND_LABELS[targetKind]}: ${shortList(labels)}` : 'Products of the menu',
    productCount: Number(row.product_count),
    status,
    statusLabel: STATUS_LABELS[status],
    startsText: dateTimeText(startDate, timeZone),
    endsText: dateTimeText(endDate, timeZone),
    editable: targetKind !== null && status !== 'ended',
    form: {
      targetKind,
      targets,
      startsAt: startDate ? instantToWallClock(startDate, timeZone) : '',
      endsAt: endDate ? instantToWallClock(endDate, timeZone) : '',
    },
  }
}

function shortList(labels: string[]): string {
  if (labels.length <= 3) return labels.join(', ')
  return `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
}

/** The store's products (by kind and name), its brands and its categories (kinds), as choices. */
async function loadTargetChoices(db: Executor, storeId: number): Promise<Record<TargetKind, TargetChoice[]>> {
  const { rows } = await db.execute<{ id: number; name: string; brand_id: number; brand: string; kind: string }>(sql`
    select p.id, p.name, b.id as brand_id, b.name as brand, p.kind
    from menu_products mp join products p on p.id = mp.product_id join brands b on b.id = p.brand_id
    where mp.store_id = ${storeId}
    order by p.kind, p.name, p.id
  `)
  const brands = new Map<string, string>()
  const kinds = new Set<string>()
  for (const row of rows) {
    brands.set(String(row.brand_id), row.brand)
    kinds.add(row.kind)
  }
  return {
    products: rows.map((row) => ({ value: String(row.id), label: `${row.name} · ${row.brand} (${row.kind})` })),
    brands: [...brands.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    categories: [...kinds].sort().map((kind) => ({ value: kind, label: kind.charAt(0).toUpperCase() + kind.slice(1) })),
  }
}

/** The store's products a target covers; null when a named product, brand or category is not on this menu. */
async function resolveTargets(tx: Tx, storeId: number, kind: TargetKind, targets: string[]): Promise<number[] | null> {
  const { found, productIds } = await matchTargets(tx, storeId, kind, targets)
  return targets.every((t) => found.has(t)) ? productIds : null
}

const UNKNOWN_TARGET: Record<TargetKind, string> = {
  products: 'Some of the chosen products are not on this menu. Reload the page and choose again.',
  brands: 'Some of the chosen brands are not on this menu. Reload the page and choose again.',
  categories: 'Some of the chosen categories are not on this menu. Reload the page and choose again.',
}

export type SaveResult = { ok: true; id: number; message: string } | { ok: false; status: 400 | 404 | 409; message: string; errors: SpecialErrors }

/**
 * Creates or edits a staff special in one transaction: the specials row, the store products it
 * covers (special_products; a later menu import keeps them matching the targets), and those products' search index rows (their special ids and facet
 * tokens), so the menu, the product page, the cart and the checkout price them from the next
 * request on. Writing `specials` moves the store's catalogue version (a trigger), so cached menu
 * rows and first pages are read again.
 */
export async function saveSpecial(
  storeId: number,
  draft: SpecialDraft,
  options: { id?: number; now?: Date } = {},
  db: Database = getDb(),
): Promise<SaveResult> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const productIds = await resolveTargets(tx, storeId, draft.targetKind, draft.targets)
    if (!productIds) return { ok: false as const, status: 400 as const, message: UNKNOWN_TARGET[draft.targetKind], errors: { targets: UNKNOWN_TARGET[draft.targetKind] } }
    const values = {
      percent: draft.discountType === 'percent' ? draft.amount : null,
      dollar: draft.discountType === 'dollar_amount' ? draft.amount : null,
      target: draft.discountType === 'target_price' ? draft.amount : null,
    }
    let id: number
    if (options.id === undefined) {
      // Special ids come from the menu (the point of sale) as well, so they are handed out here, one writer at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('specials.id'))`)
      const { rows } = await tx.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int + 1 as id from specials`)
      id = Number(rows[0]?.id ?? 1)
      const photo: SpecialPhoto = { id, position: 0, urls: { original: specialImageUrl(`${id}:${draft.title}`), medium: specialImageUrl(`${id}:${draft.title}`) } }
      await tx.execute(sql`
        insert into specials (id, store_id, title, detail, special_type, enabled, photo, start_date, end_date, discount_type,
                              discount_percent, discount_dollar_amount, discount_target_price, updated_at, target_kind, target_values)
        values (${id}, ${storeId}, ${draft.title}, ${draft.detail}, 'product', true, ${JSON.stringify(photo)}::jsonb,
                ${draft.startDate.toISOString()}::timestamptz, ${draft.endDate?.toISOString() ?? null}::timestamptz, ${draft.discountType},
                ${values.percent}, ${values.dollar}, ${values.target}, ${now.toISOString()}::timestamptz,
                ${draft.targetKind}, ${sql.param(draft.targets)}::text[])
      `)
    } else {
      id = options.id
      const { rows } = await tx.execute<{ target_kind: string | null; enabled: boolean; end_date: Date | string | null }>(sql`
        select target_kind, enabled, end_date from specials where id = ${id} and store_id = ${storeId} for update
      `)
      const current = rows[0]
      if (!current) return { ok: false as const, status: 404 as const, message: 'That special is not one of this store’s.', errors: {} }
      if (current.target_kind === null) {
        return { ok: false as const, status: 409 as const, message: 'This special came with the menu from the point of sale; it can only be ended here.', errors: {} }
      }
      const ended = !current.enabled || (current.end_date !== null && new Date(current.end_date).getTime() <= now.getTime())
      if (ended) return { ok: false as const, status: 409 as const, message: 'This special has ended. Create a new one instead.', errors: {} }
      await tx.execute(sql`
        update specials set title = ${draft.title}, detail = ${draft.detail}, start_date = ${draft.startDate.toISOString()}::timestamptz,
          end_date = ${draft.endDate?.toISOString() ?? null}::timestamptz, discount_type = ${draft.discountType},
          discount_percent = ${values.percent}, discount_dollar_amount = ${values.dollar}, discount_target_price = ${values.target},
          target_kind = ${draft.targetKind}, target_values = ${sql.param(draft.targets)}::text[], updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}
      `)
    }
    // The same rule a menu import follows for the store's specials (special-coverage.server.ts).
    await refreshSpecialIds(tx, storeId, await coverTargets(tx, storeId, { specialIds: [id] }))
    logger.info({ storeId, specialId: id, products: productIds.length, edited: options.id !== undefined }, 'special saved')
    return { ok: true as const, id, message: options.id === undefined ? `“${draft.title}” is saved.` : `“${draft.title}” is updated.` }
  })
}

/**
 * Ends a special now: its end becomes this instant, so every price that followed it is back to the
 * shelf price from the next request on (the rule is the clock's, no job runs). Reservations already
 * placed keep the prices they were made with (order_products holds them).
 */
export async function endSpecial(storeId: number, id: number, now = new Date(), db: Database = getDb()): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ title: string; enabled: boolean; start_date: Date | string | null; end_date: Date | string | null }>(sql`
      select title, enabled, start_date, end_date from specials where id = ${id} and store_id = ${storeId} for update
    `)
    const row = rows[0]
    if (!row) return { ok: false as const, status: 404 as const, message: 'That special is not one of this store’s.', errors: {} }
    if (specialStatus({ enabled: row.enabled, startDate: toDate(row.start_date), endDate: toDate(row.end_date) }, now) === 'ended') {
      return { ok: false as const, status: 409 as const, message: `“${row.title}” has already ended.`, errors: {} }
    }
    // A special that has not started yet ends before it begins: its start moves to now as well.
    await tx.execute(sql`
      update specials set end_date = ${now.toISOString()}::timestamptz,
        start_date = least(coalesce(start_date, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz),
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${id}
    `)
    logger.info({ storeId, specialId: id }, 'special ended')
    return { ok: true as const, id, message: `“${row.title}” has ended.` }
  })
}

/** Brings the index rows of some of a store's products up to date with special_products (ids and their facet tokens). */
async function refreshSpecialIds(tx: Tx, storeId: number, productIds: number[]): Promise<void> {
  if (!productIds.length) return
  const ids = sql`n.ids`
  await tx.execute(sql`
    update search_products
    set special_ids = n.ids, facet_tokens = ${facetTokensSql({ ...INDEX_FACET_COLUMNS, specialIds: ids })}
    from (
      select p.product_id, coalesce((
        select array_agg(x.special_id order by x.special_id) from special_products x
        where x.store_id = ${storeId} and x.product_id = p.product_id
      ), '{}'::int[]) as ids
      from unnest(${sql.param(productIds)}::int[]) as p(product_id)
    ) n
    where search_products.store_id = ${storeId} and search_products.product_id = n.product_id
  `)
}

/** The store setting: show ratings and reviews on product cards. Touches the catalogue version so cached cards are built again. */
export async function setCardRatings(storeId: number, show: boolean, db: Database = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update menus set show_card_ratings = ${show} where store_id = ${storeId}`)
    await tx.execute(sql`insert into catalogue_changes (store_id) values (${storeId})`)
  })
}

// --- the page's one action --------------------------------------------------------------------

const FIELD_NAMES = ['title', 'detail', 'discountType', 'amount', 'targetKind', 'startsAt', 'endsAt'] as const

const intentSchema = z.object({
  intent: z.enum(['create', 'update', 'end', 'settings'], { message: 'That request is not valid.' }),
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'That is not a special of this store.')
    .optional(),
})

export type SpecialsActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; errors: SpecialErrors; values: SpecialFields | null; id: number | null }

/** Reads the posted form's fields (missing ones as ''). */
function formFields(form: FormData): SpecialFields {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const targetKind = text('targetKind')
  // Each target kind has its own list in the form; only the chosen one counts.
  const targets = form.getAll(`targets-${targetKind}`).filter((v): v is string => typeof v === 'string')
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, text(name)])) as Omit<SpecialFields, 'targets'>
  return { ...fields, targets }
}

/**
 * The store setting: its dispensary's pages offer the support chat (001 §4: showChatBox). It is the
 * dispensary's, so it holds for each of its menus; pages read it with every request.
 */
export async function setChatBox(storeId: number, show: boolean, db: Database = getDb()): Promise<void> {
  await db.execute(sql`update dispensaries set show_chat_box = ${show} where id = (select dispensary_id from menus where store_id = ${storeId})`)
}

/** POST /staff/specials: create, edit or end a special, or change the store's settings. */
export async function runSpecialsAction(form: FormData, storeId: number, now = new Date()): Promise<SpecialsActionResult> {
  const parsed = intentSchema.safeParse({ intent: form.get('intent') ?? undefined, id: form.get('id') || undefined })
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? 'That request is not valid.', errors: {}, values: null, id: null }
  const { intent } = parsed.data
  const id = parsed.data.id ? Number(parsed.data.id) : null
  if (intent === 'settings') {
    const value = form.get('showCardRatings')
    const show = value === 'on' || value === 'true'
    await setCardRatings(storeId, show)
    const message = show ? 'Product cards show ratings and reviews.' : 'Product cards hide ratings and reviews.'
    // The chat box setting is posted by the settings form (a hidden 'chatBoxSetting' says it is there).
    if (form.get('chatBoxSetting') === '1') {
      const chat = form.get('showChatBox') === 'on' || form.get('showChatBox') === 'true'
      await setChatBox(storeId, chat)
      return { ok: true, message: `${message} ${chat ? 'The support chat is on.' : 'The support chat is off.'}` }
    }
    return { ok: true, message }
  }
  if ((intent === 'update' || intent === 'end') && id === null) return { ok: false, status: 400, message: 'That is not a special of this store.', errors: {}, values: null, id: null }
  if (intent === 'end') {
    const result = await endSpecial(storeId, id as number, now)
    return result.ok ? { ok: true, message: result.message } : { ok: false, status: result.status, message: result.message, errors: {}, values: null, id }
  }
  const store = await readStore(getDb(), storeId)
  if (!store) return { ok: false, status: 404, message: 'This store does not exist.', errors: {}, values: null, id: null }
  const values = formFields(form)
  const draft = parseSpecialForm(values, { timeZone: store.time_zone, now })
  if (!draft.ok) {
    return { ok: false, status: 400, message: 'Nothing was saved. Check the marked fields.', errors: draft.errors, values, id }
  }
  const result = await saveSpecial(storeId, draft.draft, { id: id ?? undefined, now })
  if (result.ok) return { ok: true, message: result.message }
  return { ok: false, status: result.status, message: result.message, errors: result.errors, values, id }
}

