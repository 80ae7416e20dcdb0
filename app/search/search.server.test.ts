import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BlogEntry } from '~/blog/blog-schema'
import { normalizeSearchQuery } from '~/catalog/search/query'
import { getContent, loadContent } from '~/content/content.server'
import { getDb } from '~/db/client.server'
import {
  createBrand,
  createDispensary,
  createMenu,
  createMenuProduct,
  createProduct,
  createState,
  refreshSearchIndex,
} from '~/db/seed/factories'
import { resetDatabase } from '../../tests/setup/reset-database'
import { searchArticles, syncArticleIndex } from './article-index.server'
import { syncProductTexts } from './product-texts.server'
import { searchPage, type SearchPageData } from './search.server'

const now = new Date('2026-11-26T12:00:00Z')
const MAIN = 'localhost'
const OHIO = 'oh.localhost'

const stores = { joliet: 0, peoria: 0, columbus: 0 }

function request(path: string, options: { host?: string; cookie?: string } = {}) {
  const host = options.host ?? MAIN
  const headers: Record<string, string> = { host }
  if (options.cookie) headers.cookie = options.cookie
  return new Request(`http://${host}${path}`, { headers })
}

async function page(path: string, options: { host?: string; cookie?: string } = {}) {
  return searchPage(request(path, options), { now })
}

function results(data: SearchPageData) {
  if (data.state !== 'results') throw new Error(`expected results, got ${data.state}`)
  return data
}

/** Each section's hit names (titles for articles). */
function names(data: SearchPageData): Record<string, string[]> {
  return Object.fromEntries(
    results(data).sections.map((section) => [
      section.category,
      section.hits.map((hit) => ('title' in hit ? hit.title : hit.name)),
    ]),
  )
}

const entries = (): BlogEntry[] => [...getContent().articles(), ...getContent().recipes()]

beforeAll(async () => {
  await loadContent('content')
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const joliet = await createDispensary(db, { stateId: illinois.id, slug: 'joliet', name: 'Northmeadow Joliet', city: 'Joliet' })
  const peoria = await createDispensary(db, { stateId: illinois.id, slug: 'peoria', name: 'Northmeadow Peoria', city: 'Peoria' })
  const columbus = await createDispensary(db, { stateId: ohio.id, slug: 'columbus', name: 'Northmeadow Columbus', city: 'Columbus' })
  stores.joliet = (await createMenu(db, { dispensaryId: joliet.id })).storeId
  stores.peoria = (await createMenu(db, { dispensaryId: peoria.id })).storeId
  stores.columbus = (await createMenu(db, { dispensaryId: columbus.id })).storeId
  const brand = await createBrand(db, { name: 'Prairie Gold' })
  const dream = await createProduct(db, { brandId: brand.id, kind: 'flower', name: 'Blue Dream', category: 'sativa' })
  const gummies = await createProduct(db, { brandId: brand.id, kind: 'edible', name: 'Sour Cherry Gummies', category: 'hybrid' })
  const buckeye = await createProduct(db, { brandId: brand.id, kind: 'edible', name: 'Buckeye Gummies', category: 'indica' })
  // Blue Dream at both Illinois stores (cheaper at Peoria) and in Ohio; the cherry gummies in
  // Illinois only; the buckeye gummies in Ohio only.
  await createMenuProduct(db, { storeId: stores.joliet, productId: dream.id, variants: [{ weight: 'eighth_ounce', price: 40 }] })
  await createMenuProduct(db, { storeId: stores.peoria, productId: dream.id, variants: [{ weight: 'eighth_ounce', price: 35 }] })
  await createMenuProduct(db, { storeId: stores.columbus, productId: dream.id, variants: [{ weight: 'eighth_ounce', price: 45 }] })
  await createMenuProduct(db, { storeId: stores.joliet, productId: gummies.id, variants: [{ weight: 'each', price: 20 }] })
  await createMenuProduct(db, { storeId: stores.columbus, productId: buckeye.id, variants: [{ weight: 'each', price: 22 }] })
  await refreshSearchIndex(db)
  await syncProductTexts(db)
  await syncArticleIndex(db, entries())
})

describe('syncArticleIndex', () => {
  it('indexes every entry once; a second run writes nothing; an edit rewrites one row; a removal deletes it', async () => {
    const db = getDb()
    const all = entries()
    const count = async () => Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from search_articles`)).rows[0]?.n)
    expect(await count()).toBe(all.length)
    expect(await syncArticleIndex(db, all)).toEqual({ written: 0, deleted: 0 })

    const [first, ...rest] = all as [BlogEntry, ...BlogEntry[]]
    const edited = { ...first, description: `${first.description} Now with a word nobody else uses: zyzzyva.` } as BlogEntry
    expect(await syncArticleIndex(db, [edited, ...rest])).toEqual({ written: 1, deleted: 0 })
    const found = await searchArticles("'zyzzyva':*", { region: 'main', sort: 'newest', limit: 5, today: '2099-01-01' })
    expect(found.hits.map((hit) => hit.href)).toEqual([first.path])

    expect(await syncArticleIndex(db, rest)).toEqual({ written: 0, deleted: 1 })
    expect(await count()).toBe(all.length - 1)
  })
})

describe('syncProductTexts', () => {
  it('writes nothing for an unchanged catalogue and rewrites a renamed product', async () => {
    const db = getDb()
    expect(await syncProductTexts(db)).toEqual({ written: 0 })
    await db.execute(sql`update products set name = 'Blue Dream Reserve' where name = 'Blue Dream'`)
    expect(await syncProductTexts(db)).toEqual({ written: 1 })
    expect(names(await page('/search?query=reserve&category=products')).products).toEqual(['Blue Dream Reserve'])
  })

  it('follows the stores carrying a product: taken off the Ohio menu, it is no longer found on the Ohio host', async () => {
    const db = getDb()
    expect(names(await page('/search?query=dream&category=products', { host: OHIO })).products).toEqual(['Blue Dream'])
    await db.execute(sql`delete from menu_products where store_id = ${stores.columbus} and product_id = (select id from products where name = 'Blue Dream')`)
    expect(await syncProductTexts(db)).toEqual({ written: 1 })
    expect((await page('/search?query=dream&category=products', { host: OHIO })).state).toBe('no-results')
    expect(names(await page('/search?query=dream&category=products')).products).toEqual(['Blue Dream'])
  })
})

describe('searchPage: the overview', () => {
  it('shows 3 of each kind that matched, with counts, products grouped across the region’s stores', async () => {
    const data = results(await page('/search?query=gummies'))
    expect(data.sections.map((s) => s.category)).toContain('products')
    const products = data.sections.find((s) => s.category === 'products')!
    // Illinois' gummies only: the Ohio-only product never shows on the main host.
    expect(products.hits.map((hit) => hit.name)).toEqual(['Sour Cherry Gummies'])
    expect(products.hits[0]).toMatchObject({ price: 'From $20.00', where: 'At 1 dispensary' })
    const articles = data.sections.find((s) => s.category === 'articles')!
    expect(articles.hits.length).toBe(Math.min(3, articles.total))
    expect(data.nav.map((item) => [item.label, item.count, item.current])).toEqual([
      ['All results', null, true],
      ['Products', 1, false],
      ['Articles', articles.total, false],
      ['Dispensaries', 0, false],
    ])
    expect(data.sort?.map((option) => [option.label, option.current])).toEqual([
      ['Newest', true],
      ['Oldest', false],
    ])
  })

  it.each([
    { query: 'edibles', found: ['Sour Cherry Gummies'] },
    { query: 'gummy', found: ['Sour Cherry Gummies'] },
    { query: 'prairie flower', found: ['Blue Dream'] },
  ])('finds products across stores by kind, brand and lineage as well as name: $query', async ({ query, found }) => {
    expect(names(await page(`/search?query=${encodeURIComponent(query)}&category=products`)).products).toEqual(found)
  })

  it('groups one product sold at several stores: its lowest price and a link to the store selling it for that', async () => {
    const data = results(await page('/search?query=blue%20dre&category=products'))
    const [hit] = data.sections[0]!.hits
    expect(hit).toMatchObject({ name: 'Blue Dream', price: 'From $35.00', where: 'At 2 dispensaries' })
    expect(hit && 'href' in hit && hit.href).toMatch(new RegExp(`^/dispensaries/illinois/peoria/${stores.peoria}/recreational-menu/product/\\d+/`))
  })

  it('takes products from the home dispensary’s menu when the visitor has one, as its menu search finds them', async () => {
    const data = results(await page('/search?query=gummies', { cookie: 'nm_home_dispensary=illinois%2Fjoliet' }))
    expect(data.storeName).toBe('Northmeadow Joliet')
    const products = data.sections.find((s) => s.category === 'products')!
    expect(products.hits).toEqual([expect.objectContaining({ name: 'Sour Cherry Gummies', price: '$20.00', where: 'In stock' })])
    // The menu search's typo tolerance comes with it.
    const typo = results(await page('/search?query=gummeis&category=products', { cookie: 'nm_home_dispensary=illinois%2Fjoliet' }))
    expect(typo.sections[0]!.hits.map((hit) => 'name' in hit && hit.name)).toEqual(['Sour Cherry Gummies'])
  })

  it('takes products from the store the page names, never from one of another region', async () => {
    const named = results(await page(`/search?query=dream&storeId=${stores.joliet}`))
    expect(named.storeName).toBe('Northmeadow Joliet')
    const ohioStore = results(await page(`/search?query=dream&storeId=${stores.columbus}`))
    expect(ohioStore.storeName).toBeNull()
    expect(ohioStore.sections.find((s) => s.category === 'products')!.hits[0]).toMatchObject({ where: 'At 2 dispensaries' })
  })
})

describe('searchPage: the Ohio-versus-Main domain filter (002 §6)', () => {
  it.each([
    {
      host: MAIN,
      products: ['Blue Dream', 'Sour Cherry Gummies'],
      dispensaries: ['Northmeadow Joliet', 'Northmeadow Peoria'],
    },
    { host: OHIO, products: ['Blue Dream', 'Buckeye Gummies'], dispensaries: ['Northmeadow Columbus'] },
  ])('on $host', async ({ host, products, dispensaries }) => {
    const productHits = names(await page('/search?query=prairie&category=products', { host })).products
    expect(productHits).toEqual(products)
    const dispensaryHits = names(await page('/search?query=northmeadow&category=dispensaries', { host })).dispensaries
    expect(dispensaryHits).toEqual(dispensaries)
  })

  it('shows Ohio articles only on the Ohio host, and hides other states’ there', async () => {
    const ohioGuide = 'Shopping in Ohio: What Changed With Adult-Use Sales'
    const onOhio = names(await page('/search?query=ohio&category=articles', { host: OHIO })).articles
    expect(onOhio).toContain(ohioGuide)
    const onMain = await page('/search?query=ohio&category=articles')
    if (onMain.state === 'results') expect(names(onMain).articles ?? []).not.toContain(ohioGuide)
    const illinois = names(await page('/search?query=illinois&category=articles')).articles ?? []
    expect(illinois.length).toBeGreaterThan(0)
    const illinoisOnOhio = await page('/search?query=illinois&category=articles', { host: OHIO })
    const shown = illinoisOnOhio.state === 'results' ? (names(illinoisOnOhio).articles ?? []) : []
    for (const title of illinois.filter((t) => /Illinois/.test(t))) expect(shown).not.toContain(title)
  })

  it('finds nothing of Ohio from the main host by its own name', async () => {
    const data = await page('/search?query=columbus')
    expect(data.state).toBe('no-results')
  })
})

describe('searchPage: categories, steps and sort', () => {
  it('a category shows 6 per step (articles 5 from tablet up) and counts the other kinds', async () => {
    const first = results(await page('/search?query=cannabis&category=articles'))
    const section = first.sections[0]!
    expect(section.total).toBeGreaterThan(12)
    expect(section.hits).toHaveLength(6)
    expect(section.tabletLimit).toBe(5)
    expect(section.moreHref).toBe('/search?query=cannabis&category=articles&page=2')
    const second = results(await page('/search?query=cannabis&category=articles&page=2'))
    expect(second.sections[0]!.hits).toHaveLength(12)
    expect(second.sections[0]!.hits.slice(0, 6)).toEqual(section.hits)
    expect(first.nav.find((item) => item.current)?.label).toBe('Articles')
  })

  it.each([
    { sort: 'newest', order: (a: string, b: string) => a >= b },
    { sort: 'oldest', order: (a: string, b: string) => a <= b },
  ])('sorts articles $sort first', async ({ sort, order }) => {
    const data = results(await page(`/search?query=cannabis&category=articles&sort=${sort}&page=3`))
    const dates = data.sections[0]!.hits.flatMap((hit) => ('date' in hit && hit.date ? [hit.date.iso] : []))
    expect(dates.length).toBeGreaterThan(5)
    for (let i = 1; i < dates.length; i++) expect(order(dates[i - 1]!, dates[i]!)).toBe(true)
  })

  it('the products’ and dispensaries’ own views offer no sort (they have no dates)', async () => {
    expect(results(await page('/search?query=blue&category=products')).sort).toBeNull()
  })

  it('a category with nothing of its kind names the kinds that matched', async () => {
    const data = results(await page('/search?query=gummies&category=dispensaries'))
    expect(data.sections[0]!.hits).toEqual([])
    expect(data.elsewhere.map((item) => item.label)).toEqual(expect.arrayContaining(['Products', 'Articles']))
  })
})

describe('searchPage: no results, bad and hostile input', () => {
  it('answers nothing found with the host’s fallback content, its articles filtered by host', async () => {
    const main = await page('/search?query=zzqqxx')
    if (main.state !== 'no-results') throw new Error(main.state)
    expect(main.fallback.suggestions[0]).toEqual({ label: 'gummies', href: '/search?query=gummies' })
    expect(main.fallback.articles.map((a) => a.href)).toEqual([
      '/blog/cannabis-101/first-dispensary-visit',
      '/blog/cannabis-101/start-low-go-slow',
      '/blog/product-guides/guide-to-edibles',
    ])
    const ohio = await page('/search?query=zzqqxx', { host: OHIO })
    if (ohio.state !== 'no-results') throw new Error(ohio.state)
    expect(ohio.fallback.articles.map((a) => a.href)[0]).toBe('/blog/dispensary-tips/ohio-shopping-guide')
    expect(ohio.fallback.links[0]).toEqual({ label: 'Ohio dispensaries', href: '/dispensaries/ohio' })
  })

  it('reports a fallback that cannot be fetched, for the route to send the visitor to /error', async () => {
    const data = await searchPage(request('/search?query=zzqqxx'), {
      now,
      fallback: () => Promise.reject(new Error('content service down')),
    })
    expect(data.state).toBe('fallback-failed')
  })

  it('shows the prompt and the host’s popular searches when nothing was typed', async () => {
    const data = await page('/search?query=%20%20')
    expect(data).toMatchObject({ state: 'prompt', suggestions: expect.arrayContaining([{ label: 'terpenes', href: '/search?query=terpenes' }]) })
  })

  it.each([
    { name: 'an oversized query', path: `/search?query=${'a'.repeat(101)}` },
    { name: 'an unknown category', path: '/search?query=x&category=<b>' },
    { name: 'a bad page', path: '/search?query=x&category=articles&page=9999' },
  ])('answers $name with a message', async ({ path }) => {
    const data = await page(path)
    expect(data.state).toBe('invalid')
  })

  it.each([
    "'; drop table products; --",
    "blue' or '1'='1",
    'a & b | !c <-> (d):*',
    '\\\\ \\ %_ *',
    '<script>alert(1)</script>',
    "o'brien:* & !",
    '!!! ??? ***',
    'the and of',
    '日本語 テスト',
    '\u0000\u0007bell',
  ])('searches %j without failing', async (text) => {
    const data = await page(`/search?query=${encodeURIComponent(text)}`)
    expect(['results', 'no-results']).toContain(data.state)
    expect(data.text).toBe(normalizeSearchQuery(text))
    // Every table is still there.
    const tables = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from products`)
    expect(tables.rows[0]?.n).toBe(3)
  })
})
