import { sql } from 'drizzle-orm'
import { readFile } from 'node:fs/promises'
import { beforeEach, describe, expect, it } from 'vitest'
import { getCart } from '~/cart/cart.server'
import { readCatalogueVersion } from '~/catalog/catalogue-version.server'
import { refreshSearchIndex } from '~/catalog/search/index.server'
import { emptyMenuQuery } from '~/catalog/search/query'
import { searchMenu } from '~/catalog/search/search.server'
import { getDb } from '~/db/client.server'
import { createDispensary, createMenu, createMenuProduct, createProduct, createState } from '~/db/seed/factories'
import { createOrder } from '~/orders/order-factory.server'
import { endSpecial, saveSpecial } from '~/specials/staff-specials.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { exportMenuCsv } from './menu-export.server'
import { IMPORT_LIMITS } from './menu-format'
import { importMenu, type ImportOptions } from './menu-import.server'

const HEADER = 'sku,name,brand,category,subcategory,strain_type,thc,terpenes,description,price_eighth_ounce,quantity_eighth_ounce,price_each,quantity_each,images,menu'

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n') + '\n'
}

const LEMON = 'NM-001,Lemon Haze,Meadow Farms,flower,Premium,sativa,24.5%,Limonene 0.9%; Myrcene 0.4%,Bright and citrusy.,45,12,,,products/lemon-haze.jpg,both'
const GUMMY = 'NM-002,Berry Gummies,Sweet Leaf,edible,Gummies,hybrid,100 mg,,Ten pieces of 10 mg.,,,22,30,,both'
const BALM = 'NM-003,Relief Balm,Calm Co,topical,Balms,cbd,,,,,,38,5,https://cdn.example.com/balm.png,both'

function bytes(text: string): AsyncIterable<Uint8Array> {
  const data = new TextEncoder().encode(text)
  return (async function* () {
    // In pieces, as a network or a file stream delivers it.
    for (let i = 0; i < data.length; i += 97) yield data.subarray(i, i + 97)
  })()
}

let storeId: number

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const state = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const dispensary = await createDispensary(db, { stateId: state.id })
  storeId = (await createMenu(db, { dispensaryId: dispensary.id, kind: 'recreational' })).storeId
})

function run(text: string, options: Partial<ImportOptions> = {}) {
  return importMenu(getDb(), bytes(text), { storeId, format: 'csv', today: '2026-11-20', ...options })
}

async function menu(id = storeId) {
  const { rows } = await getDb().execute<{ sku: string | null; name: string; price: string; inventory: number }>(sql`
    select s.sku, p.name, v.price, v.inventory
    from menu_products mp join products p on p.id = mp.product_id
    join menu_product_variants v on v.store_id = mp.store_id and v.product_id = mp.product_id
    left join operator_menu_skus s on s.store_id = mp.store_id and s.product_id = mp.product_id
    where mp.store_id = ${id} order by p.name, v.weight
  `)
  return rows.map((r) => `${r.sku} ${r.name} ${Number(r.price)} × ${r.inventory}`)
}

async function indexed(id = storeId) {
  const { rows } = await getDb().execute<{ name: string; bucket_price: string }>(sql`select name, bucket_price from search_products where store_id = ${id} order by name`)
  return rows.map((r) => `${r.name} ${Number(r.bucket_price)}`)
}

describe('importMenu', () => {
  it('adds a file’s products to the menu and the search index, and a second run changes nothing', async () => {
    const first = await run(csv(LEMON, GUMMY, BALM))
    expect(first).toMatchObject({ status: 'imported', rows: 3, accepted: 3, rejected: 0, added: 3, updated: 0, takenOff: 0 })
    expect(await menu()).toEqual(['NM-002 Berry Gummies 22 × 30', 'NM-001 Lemon Haze 45 × 12', 'NM-003 Relief Balm 38 × 5'])
    expect(await indexed()).toEqual(['Berry Gummies 22', 'Lemon Haze 45', 'Relief Balm 38'])
    const { rows: [lemon] } = await getDb().execute<Record<string, unknown>>(sql`
      select p.category, p.root_subtype, mp.percent_thc, mp.root_types, p.terpenes, s.image_refs, p.image_urls
      from products p join operator_menu_skus s on s.product_id = p.id join menu_products mp on mp.product_id = p.id where s.sku = 'NM-001'
    `)
    expect(lemon).toMatchObject({ category: 'sativa', root_subtype: 'Premium', root_types: ['flower', 'flower:Premium'], image_refs: ['products/lemon-haze.jpg'] })
    expect(Number(lemon!.percent_thc)).toBe(24.5)
    expect(lemon!.terpenes).toEqual([
      { title: 'Limonene', subTitle: '', percentage: 0.9, tooltip: '' },
      { title: 'Myrcene', subTitle: '', percentage: 0.4, tooltip: '' },
    ])
    // The picture is drawn, the file's reference only kept.
    expect(String((lemon!.image_urls as string[])[0])).toMatch(/^\/images\/products\/flower-/)

    const version = await readCatalogueVersion(storeId)
    const second = await run(csv(LEMON, GUMMY, BALM))
    expect(second).toMatchObject({ status: 'unchanged', added: 0, updated: 0, unchanged: 3, takenOff: 0 })
    expect(await readCatalogueVersion(storeId), 'nothing written, so caches stay').toBe(version)
  })

  it('updates prices and stock, adds new products and takes unlisted ones off without deleting them', async () => {
    await run(csv(LEMON, GUMMY, BALM))
    const db = getDb()
    const balmId = (await db.execute<{ id: number }>(sql`select product_id as id from operator_menu_skus where sku = 'NM-003'`)).rows[0]!.id
    // The balm was reserved and reviewed before the next file left it out.
    await createOrder(db, { storeId, status: 'verifying', lines: [{ productId: balmId, priceId: 'each', count: 1 }] })
    await db.execute(sql`insert into reviews (product_id, nickname, rating, comment) values (${balmId}, 'Rae', 5, 'Soothing.')`)
    const versionBefore = await readCatalogueVersion(storeId)

    const cheaper = LEMON.replace(',45,12,', ',39,20,')
    const tincture = 'NM-004,Calm Drops,Calm Co,tincture,Sublinguals,cbd,1000 mg,,,,,55,8,,both'
    const report = await run(csv(cheaper, GUMMY, tincture))
    expect(report).toMatchObject({ status: 'imported', added: 1, updated: 1, unchanged: 1, takenOff: 1 })
    expect(await menu()).toEqual(['NM-002 Berry Gummies 22 × 30', 'NM-004 Calm Drops 55 × 8', 'NM-001 Lemon Haze 39 × 20'])
    expect(await indexed()).toEqual(['Berry Gummies 22', 'Calm Drops 55', 'Lemon Haze 39'])
    expect(await readCatalogueVersion(storeId), 'cached menu rows and facet counts are read again').not.toBe(versionBefore)

    const { rows: [kept] } = await db.execute<{ products: number; reviews: number; order_lines: number; listed: boolean }>(sql`
      select (select count(*)::int from products where id = ${balmId}) as products,
             (select count(*)::int from reviews where product_id = ${balmId}) as reviews,
             (select count(*)::int from order_products where product_id = ${balmId}) as order_lines,
             (select listed from operator_menu_skus where sku = 'NM-003') as listed
    `)
    expect(kept).toEqual({ products: 1, reviews: 1, order_lines: 1, listed: false })

    // Listed again, it comes back as the same product.
    await run(csv(cheaper, GUMMY, tincture, BALM))
    const { rows: [back] } = await db.execute<{ id: number }>(sql`select product_id as id from operator_menu_skus where sku = 'NM-003' and listed`)
    expect(back?.id).toBe(balmId)
  })

  it('takes the demo products that were on the menu before the first import off it', async () => {
    const db = getDb()
    const demo = await createProduct(db, { kind: 'gear', name: 'Demo Grinder' })
    await createMenuProduct(db, { storeId, productId: demo.id, variants: [{ weight: 'each', price: 12, inventory: 3 }] })
    await refreshSearchIndex(db, [storeId])
    const report = await run(csv(LEMON))
    expect(report).toMatchObject({ added: 1, takenOff: 1 })
    expect(await indexed()).toEqual(['Lemon Haze 45'])
  })

  it('reports rejected rows with line, field and message and imports the rest, or nothing when all-or-nothing', async () => {
    const file = csv(LEMON, 'NM-005,Mystery,Brand,flowers-ish,,,,,,45,1,,,,both', GUMMY.replace(',22,30,', ',abc,30,'), LEMON.replace('Lemon Haze', 'Lemon Haze Again'), BALM)
    const report = await run(file)
    expect(report).toMatchObject({ status: 'imported', rows: 5, accepted: 2, rejected: 3, added: 2 })
    expect(report.problems).toEqual([
      { line: 3, sku: 'NM-005', field: 'category', message: 'Unknown category "flowers-ish": use one of flower, pre-roll, vape, extract, edible, tincture, topical, gear.' },
      { line: 4, sku: 'NM-002', field: 'price_each', message: 'Price of each "abc" is not a number.' },
      { line: 5, sku: 'NM-001', field: 'sku', message: 'Duplicate SKU NM-001: it is already on line 2.' },
    ])
    expect(await menu()).toEqual(['NM-001 Lemon Haze 45 × 12', 'NM-003 Relief Balm 38 × 5'])

    await resetStoreMenu()
    const strict = await run(file, { allOrNothing: true })
    expect(strict).toMatchObject({ status: 'rejected', rejected: 3, added: 0 })
    expect(strict.message).toContain('nothing was changed')
    expect(await menu()).toEqual([])
  })

  it('keeps a product whose row was rejected on the menu as it was', async () => {
    await run(csv(LEMON, GUMMY))
    const report = await run(csv(LEMON, GUMMY.replace(',22,30,', ',-22,30,')))
    expect(report).toMatchObject({ rejected: 1, takenOff: 0, unchanged: 1 })
    expect(report.problems[0]).toMatchObject({ field: 'price_each', message: 'Price of each is negative: -22.' })
    expect(await menu()).toContain('NM-002 Berry Gummies 22 × 30')
  })

  it('a dry run reports what the import would do and changes nothing', async () => {
    await run(csv(LEMON))
    const version = await readCatalogueVersion(storeId)
    const report = await run(csv(LEMON.replace(',45,12,', ',40,12,'), GUMMY), { dryRun: true })
    expect(report).toMatchObject({ status: 'dry-run', added: 1, updated: 1 })
    expect(report.message).toMatch(/^Dry run, nothing was changed/)
    expect(await menu()).toEqual(['NM-001 Lemon Haze 45 × 12'])
    expect(await readCatalogueVersion(storeId)).toBe(version)
  })

  it('lists medical-only rows only on a medical menu', async () => {
    const report = await run(csv(LEMON, GUMMY.replace(/both$/, 'medical')))
    expect(report).toMatchObject({ added: 1, otherMenu: 1 })
    expect(await menu()).toEqual(['NM-001 Lemon Haze 45 × 12'])
  })

  it('stores a formula as text', async () => {
    const formula = LEMON.replace('Bright and citrusy.', '"=HYPERLINK(""http://evil.example"",""click"")"')
    await run(csv(formula))
    const { rows } = await getDb().execute<{ description: string }>(sql`select description from products`)
    expect(rows[0]?.description).toBe('=HYPERLINK("http://evil.example","click")')
  })

  it('exports the imported menu with formulas escaped, and the export imports back without a change', async () => {
    const formula = LEMON.replace('Bright and citrusy.', '"=HYPERLINK(""http://evil.example"",""click"")"')
    await run(csv(formula, GUMMY, BALM))
    const exported = await exportMenuCsv(storeId)
    expect(exported).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`)
    expect(exported).toContain('NM-002,Berry Gummies,Sweet Leaf,edible,Gummies,,hybrid,,100 mg,')
    expect(await run(exported)).toMatchObject({ status: 'unchanged', unchanged: 3, rejected: 0 })
  })

  it.each([
    ['a wrong header', 'sku,title,price\nA,B,1\n', /the format does not know: "title", "price"/],
    ['a million empty lines', csv(LEMON) + '\n'.repeat(1_000_000), /more than 100 empty lines/],
    ['Latin-1 text', null, /not UTF-8/],
    ['too many bytes', csv(LEMON, LEMON.replace('NM-001', 'NM-009')), /over the|larger than the/],
  ])('refuses %s with a clear message and changes nothing', async (_name, text, message) => {
    await run(csv(BALM))
    const before = await menu()
    const source = text ?? new Uint8Array([...new TextEncoder().encode(csv('NM-010,Caf')), 0xe9, ...new TextEncoder().encode(',Brand,gear,,,,,,,,9,1,,both\n')])
    const report = await importMenu(getDb(), typeof source === 'string' ? bytes(source) : (async function* () { yield source })(), {
      storeId,
      format: 'csv',
      maxBytes: _name === 'too many bytes' ? 300 : IMPORT_LIMITS.maxBytes,
    })
    expect(report.status).toBe('refused')
    expect(report.message).toMatch(message)
    expect(report.message).toMatch(/Nothing was changed\.$/)
    expect(await menu()).toEqual(before)
  })

  it('reads a JSON file with the same rules', async () => {
    const json = JSON.stringify([
      { sku: 'J-1', name: 'Night Cart', brand: 'Lumen', category: 'vape', subcategory: 'Cartridges', strainType: 'indica', thc: '85%', weights: [{ name: 'half gram', grams: 0.5, price: 30, quantity: 7 }], images: ['../secret.png'] },
      { sku: 'J-2', name: 'Day Cart', brand: 'Lumen', category: 'vape', thc: { value: 82, unit: '%' }, weights: [{ name: 'gram', price: 50, quantity: 3 }], labResultsUrl: 'https://labs.example.com/coa/J-2.pdf' },
    ], null, 2)
    const report = await importMenu(getDb(), bytes(json), { storeId, format: 'json' })
    expect(report).toMatchObject({ accepted: 1, rejected: 1, added: 1 })
    expect(report.problems).toEqual([{ line: 2, sku: 'J-1', field: 'images', message: 'Image path "../secret.png" must not contain "..".' }])
    expect(await menu()).toEqual(['J-2 Day Cart 50 × 3'])
  })

  it.each([
    ['csv', 'docs/samples/menu-import.csv', { rows: 8, added: 7, otherMenu: 1 }],
    ['json', 'docs/samples/menu-import.json', { rows: 3, added: 3, otherMenu: 0 }],
  ] as const)('imports the documented %s sample without a rejected row', async (format, file, counts) => {
    const report = await importMenu(getDb(), bytes(await readFile(file, 'utf8')), { storeId, format })
    expect(report.problems).toEqual([])
    expect(report).toMatchObject({ status: 'imported', rejected: 0, ...counts })
  })

  it('shows a cart line for a product taken off as unavailable, out of the totals', async () => {
    await run(csv(LEMON, GUMMY))
    const db = getDb()
    const id = (await db.execute<{ id: number }>(sql`select product_id as id from operator_menu_skus where sku = 'NM-002'`)).rows[0]!.id
    const visitor = crypto.randomUUID()
    await db.execute(sql`insert into carts (uuid, visitor_token, store_id) values (gen_random_uuid(), ${visitor}, ${storeId})`)
    await db.execute(sql`insert into cart_items (cart_uuid, product_id, weight, quantity) select uuid, ${id}, 'each', 2 from carts where visitor_token = ${visitor}`)
    expect((await getCart(visitor, storeId)).subtotal).toBe(44)

    await run(csv(LEMON))
    const cart = await getCart(visitor, storeId)
    expect(cart.items).toMatchObject([{ productId: id, name: 'Berry Gummies', unavailable: true, quantity: 2 }])
    expect(cart).toMatchObject({ subtotal: 0, itemCount: 0 })
  })
})

describe('specials chosen by staff follow the imported menu', () => {
  const PINE = 'NM-006,Pine Kush,Meadow Farms,flower,Premium,indica,21%,,,30,10,,,,both'

  /** The menu's card prices by product: [weight, price, discounted price]. */
  async function cardPrices() {
    const result = await searchMenu(emptyMenuQuery(storeId), { menuPagePath: '/dispensaries/illinois/x/1/recreational-menu/', now: new Date() })
    return Object.fromEntries(result.hits.map((hit) => [hit.name, hit.inventory_potencies.map((v) => [v.price_id, v.price, v.discounted_price])]))
  }

  async function covered() {
    const { rows } = await getDb().execute<{ title: string; sku: string }>(sql`
      select s.title, k.sku from special_products x join specials s on s.id = x.special_id
      join operator_menu_skus k on k.store_id = x.store_id and k.product_id = x.product_id order by s.title, k.sku
    `)
    return rows.map((r) => `${r.title}: ${r.sku}`)
  }

  async function save(title: string, targetKind: 'products' | 'brands' | 'categories', targets: string[]) {
    const now = new Date(Date.now() - 60_000)
    const saved = await saveSpecial(storeId, { title, detail: null, discountType: 'percent', amount: 20, targetKind, targets, startDate: now, endDate: null }, { now })
    if (!saved.ok) throw new Error(saved.message)
    return saved.id
  }

  it('a brand special covers the brand’s product a later import adds; a product listed again gets its specials back; an ended special stays as it was', async () => {
    await run(csv(LEMON, GUMMY))
    const { rows: [ids] } = await getDb().execute<{ meadow: number; gummy: number }>(sql`
      select (select id from brands where name = 'Meadow Farms') as meadow, (select product_id from operator_menu_skus where sku = 'NM-002') as gummy
    `)
    await save('Meadow Farms 20% off', 'brands', [String(ids!.meadow)])
    await save('Gummies 20% off', 'products', [String(ids!.gummy)])
    const ended = await save('Flower 20% off', 'categories', ['flower'])
    expect(await endSpecial(storeId, ended)).toMatchObject({ ok: true })
    expect(await covered()).toEqual(['Flower 20% off: NM-001', 'Gummies 20% off: NM-002', 'Meadow Farms 20% off: NM-001'])

    expect(await run(csv(LEMON, GUMMY, PINE))).toMatchObject({ status: 'imported', added: 1 })
    expect(await covered()).toEqual(['Flower 20% off: NM-001', 'Gummies 20% off: NM-002', 'Meadow Farms 20% off: NM-001', 'Meadow Farms 20% off: NM-006'])
    expect((await cardPrices())['Pine Kush']).toEqual([['eighth_ounce', 30, 24]])

    // Taken off, then listed again: the gummies are discounted again.
    expect(await run(csv(LEMON, PINE))).toMatchObject({ takenOff: 1 })
    expect(await run(csv(LEMON, GUMMY, PINE))).toMatchObject({ added: 1 })
    expect(await covered()).toEqual(['Flower 20% off: NM-001', 'Gummies 20% off: NM-002', 'Meadow Farms 20% off: NM-001', 'Meadow Farms 20% off: NM-006'])
    expect(await cardPrices()).toEqual({
      'Berry Gummies': [['each', 22, 17.6]],
      'Lemon Haze': [['eighth_ounce', 45, 36]],
      'Pine Kush': [['eighth_ounce', 30, 24]],
    })
  })
})

async function resetStoreMenu() {
  await getDb().execute(sql`delete from menu_products where store_id = ${storeId}`)
  await getDb().execute(sql`delete from operator_menu_skus where store_id = ${storeId}`)
}
