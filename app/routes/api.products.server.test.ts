import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import {
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createState,
  refreshSearchIndex,
} from '~/db/seed/factories'
import { loader as facetsLoader } from './api.facets'
import { loader as productsLoader } from './api.products'

type Loader = (args: { request: Request; params: object; context: object }) => Promise<Response>
const BASE = 'http://localhost:3000'

async function call(loader: unknown, path: string, headers: Record<string, string> = {}) {
  const response = await (loader as Loader)({ request: new Request(`${BASE}${path}`, { headers }), params: {}, context: {} })
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
}

const products = (query: string, headers?: Record<string, string>) => call(productsLoader, `/api/products?${query}`, headers)
const facets = (query: string, headers?: Record<string, string>) => call(facetsLoader, `/api/facets?${query}`, headers)

let storeId = 0
let ohioStoreId = 0

beforeAll(async () => {
  await loadContent('content')
  const db = getDb()
  storeId = (await createMenu(db)).storeId
  for (const [name, kind, category] of [
    ['Blue Dream', 'flower', 'hybrid'],
    ['Sour Diesel', 'flower', 'sativa'],
    ["O'Brien Gummies", 'edible', 'indica'],
  ] as const) {
    const product = await createProduct(db, { name, kind, category })
    await createMenuProduct(db, { storeId, productId: product.id })
  }
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const dispensary = await createDispensary(db, { stateId: ohio.id })
  ohioStoreId = (await createMenu(db, { dispensaryId: dispensary.id })).storeId
  const ohioProduct = await createProduct(db, { name: 'Buckeye Kush', kind: 'flower', category: 'indica' })
  await createMenuProduct(db, { storeId: ohioStoreId, productId: ohioProduct.id })
  await refreshSearchIndex(db)
})

describe('GET /api/products', () => {
  it('answers the listing with its totals, facets, store info and filter configuration', async () => {
    const { status, cache, body } = await products(`storeId=${storeId}&stateId=17`)
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    expect(Object.keys(body).sort()).toEqual(
      [
        'algolia',
        'algolia_total',
        'algolia_total_page',
        'algolia_total_without_filters',
        'cms',
        'facets',
        'facets_stats',
        'specials',
        'storeInfo',
      ].sort(),
    )
    expect(body).toMatchObject({ algolia_total: 3, algolia_total_page: 1, algolia_total_without_filters: 3 })
    expect((body.algolia as { name: string }[]).map((hit) => hit.name).sort()).toEqual(['Blue Dream', "O'Brien Gummies", 'Sour Diesel'])
    expect((body.facets as Record<string, unknown>).kind).toEqual({ flower: 2, edible: 1 })
    const cms = body.cms as { filtersOrderCollection: { name: string; quickFilter: boolean }[]; features: { thcaFilter: boolean } }
    expect(cms.filtersOrderCollection).toHaveLength(13)
    expect(cms.filtersOrderCollection[0]).toEqual({ name: 'Category - root_types', label: 'Category', expand: true, quickFilter: true })
    expect(cms.filtersOrderCollection.filter((entry) => entry.quickFilter).map((entry) => entry.name)).toEqual([
      'Category - root_types',
      'Brand - brand',
      'Lineage - category',
      'Price - bucket_price',
    ])
    expect(cms.features).toEqual({ thcaFilter: false })
    const storeInfo = body.storeInfo as { custom_rows: unknown[]; custom_product_type_labels: Record<string, string> }
    expect(storeInfo.custom_rows).toContainEqual({ row_type: 'edible', display_name: 'Edibles & Chews', enabled: true })
    expect(storeInfo.custom_product_type_labels.edible).toBe('Edibles & Chews')
  })

  it('filters, sorts and pages from the query string', async () => {
    const { body } = await products(
      `storeId=${storeId}&refinementList[kind][]=flower&currentSort=price_desc&hitsPerPage=1&page=1`,
    )
    expect(body).toMatchObject({ algolia_total: 2, algolia_total_page: 2 })
    expect(body.algolia).toHaveLength(1)
    const counts = await products(`storeId=${storeId}&hitsPerPage=0&searchQuery=bleu+dream`)
    expect(counts.body).toMatchObject({ algolia: [], algolia_total: 1 })
  })

  it.each([
    ['', 'storeId'],
    ['storeId=', 'storeId'],
    ['storeId=abc', 'storeId'],
    ['storeId=-1', 'storeId'],
    ['storeId=0', 'storeId'],
    ['storeId=1.5', 'storeId'],
    ['storeId=99999999999999999999', 'storeId'],
    ['storeId=STORE&page=x', 'page'],
    ['storeId=STORE&page=-1', 'page'],
    ['storeId=STORE&page=1001', 'page'],
    ['storeId=STORE&currentSort=cheapest', 'currentSort'],
    [`storeId=STORE&searchQuery=${'a'.repeat(101)}`, 'searchQuery'],
    ['storeId=STORE&refinementList[brand]=x', 'refinementList[brand]'],
    ['storeId=STORE&refinementList[brand][][x]=x', 'refinementList[brand][][x]'],
    ['storeId=STORE&refinementList[]=x', 'refinementList[]'],
    ['storeId=STORE&refinementList[colour][]=green', 'refinementList[colour][]'],
    ['storeId=STORE&refinementList[bucket_price][]=cheap', 'refinementList[bucket_price][]'],
    ['storeId=STORE&hitsPerPage=500', 'hitsPerPage'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const { status, cache, body } = await products(query.replace('STORE', String(storeId)))
    expect(status).toBe(400)
    expect(cache).toBe('no-store')
    expect(String(body.error).startsWith(`${parameter}: `)).toBe(true)
  })

  it('answers a browser compressed, in one piece, with the same body', async () => {
    const path = `${BASE}/api/products?storeId=${storeId}`
    const request = new Request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const response = await (productsLoader as Loader)({ request, params: {}, context: {} })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const plain = await products(`storeId=${storeId}`)
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(plain.body)
  })

  it('an unknown store is a 404', async () => {
    const { status, body } = await products('storeId=999999')
    expect(status).toBe(404)
    expect(body.error).toBe('storeId: there is no store 999999')
  })

  it('an Ohio store exists only on the Ohio host', async () => {
    expect((await products(`storeId=${ohioStoreId}`)).status).toBe(404)
    expect((await products(`storeId=${storeId}`, { host: 'oh.localhost' })).status).toBe(404)
    const ohio = await products(`storeId=${ohioStoreId}`, { host: 'oh.localhost' })
    expect(ohio.status).toBe(200)
    expect(ohio.body.algolia_total).toBe(1)
  })

  it.each([
    `searchQuery=${encodeURIComponent("' OR 1=1 --")}`,
    `searchQuery=${encodeURIComponent("o'brien")}`,
    `searchQuery=${encodeURIComponent('"); drop table search_products; --')}`,
    `searchQuery=${encodeURIComponent('% _ \\ : * & | ! ( ) <-> \'\'')}`,
    `searchQuery=${encodeURIComponent('a\u0000b')}`,
    `searchQuery=${encodeURIComponent('🌿 ñandú')}`,
    `refinementList[brand][]=${encodeURIComponent("' OR ''='")}`,
    `refinementList[root_types][]=${encodeURIComponent('flower\'); --')}`,
    `refinementList[applicable_special_ids][]=${encodeURIComponent('1; drop table specials')}`,
    `refinementList[percent_thc][min]=${encodeURIComponent('1;drop')}&refinementList[percent_thc][max]=50`,
    `refinementList[percent_thc][min]=1e400&refinementList[percent_thc][max]=50`,
    `refinementList[feelings][]=${encodeURIComponent('\\')}`,
  ])('hostile input changes nothing: %s', async (query) => {
    const { status, body } = await products(`storeId=${storeId}&${query}`)
    expect([200, 400]).toContain(status)
    if (status === 400) expect(body.error).toMatch(/^[\w[\]]+: /)
    const again = await products(`storeId=${storeId}`)
    expect(again.body.algolia_total).toBe(3)
  })

  it('finds a name with a quote in it', async () => {
    const { body } = await products(`storeId=${storeId}&searchQuery=${encodeURIComponent("o'brien")}`)
    expect((body.algolia as { name: string }[]).map((hit) => hit.name)).toEqual(["O'Brien Gummies"])
  })
})

describe('GET /api/facets', () => {
  it('answers {attribute: {value: count}}, optionally for a text query', async () => {
    const all = await facets(`storeId=${storeId}`)
    expect(all.status).toBe(200)
    expect(all.cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    expect(all.body.kind).toEqual({ flower: 2, edible: 1 })
    expect(Object.keys(all.body)).toHaveLength(10)
    const diesel = await facets(`storeId=${storeId}&searchQuery=diesel`)
    expect(diesel.body.kind).toEqual({ flower: 1 })
  })

  it.each([
    ['', 400],
    ['storeId=x', 400],
    [`storeId=STORE&searchQuery=${'a'.repeat(101)}`, 400],
    ['storeId=999999', 404],
  ])('%s → %i', async (query, status) => {
    const answer = await facets(query.replace('STORE', String(storeId)))
    expect(answer.status).toBe(status)
    expect(typeof answer.body.error).toBe('string')
  })
})
