import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { resetDatabase } from '../../tests/setup/reset-database'
import { COLLECTOR_RATE, collectEvents } from './collector.server'
import { signVisitor } from '~/cart/visitor.server'

const VISITOR = '0b7f8a52-8a4e-4c1e-9d0e-5b2f7c3a9e11'
const context = { clientAddress: '203.0.113.7' }

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

async function stored() {
  const { rows } = await getDb().execute<{ name: string; properties: Record<string, unknown>; visitor_token: string | null; path: string | null }>(
    sql`select name, properties, visitor_token, path from analytics_events order by id`,
  )
  return rows
}

beforeEach(async () => {
  await resetDatabase()
})

describe('POST /api/events', () => {
  it('stores a batch in one statement with the visitor and the page path, and answers 202', async () => {
    const batch = [
      { event: 'quick_filter_clicked', properties: { store_id: 1001, attribute: 'kind', value: 'flower' } },
      { event: 'scroll_depth', properties: { percent: 25, page_category: 'dispensary menu' } },
    ]
    const response = await collectEvents(
      post(JSON.stringify(batch), {
        cookie: `nm_consent=C0002:1,C0003:0,C0004:0; nm_visitor=${signVisitor(VISITOR)}`,
        referer: 'http://localhost/dispensaries/illinois/oak-park/1001/recreational-menu?sort=price_asc',
      }),
      context,
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    expect(await stored()).toEqual([
      { name: 'quick_filter_clicked', properties: batch[0]?.properties, visitor_token: VISITOR, path: '/dispensaries/illinois/oak-park/1001/recreational-menu' },
      { name: 'scroll_depth', properties: batch[1]?.properties, visitor_token: VISITOR, path: '/dispensaries/illinois/oak-park/1001/recreational-menu' },
    ])
    // One statement in one transaction: both rows carry the same receive time (now()).
    const { rows } = await getDb().execute<{ times: number }>(sql`select count(distinct received_at)::int as times from analytics_events`)
    expect(rows[0]?.times).toBe(1)
  })

  it('takes a single event without a visitor cookie, and creates no visitor', async () => {
    const response = await collectEvents(post(JSON.stringify({ event: 'map_viewed', properties: { placement: 'menu' } })), context)
    expect(response.status).toBe(202)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await stored()).toEqual([{ name: 'map_viewed', properties: { placement: 'menu' }, visitor_token: null, path: null }])
  })

  it.each([
    ['a bad item in a batch', post(JSON.stringify([{ event: 'map_viewed', properties: {} }, { event: 'show_more_clicked', properties: { count: -1 } }])), 400],
    ['a non-string event name', post(JSON.stringify({ event: 7, properties: {} })), 400],
    ['broken JSON', post('{"event": "map_viewed", '), 400],
    ['a form body', post('event=map_viewed', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ['no content type', new Request('http://localhost/api/events', { method: 'POST', body: '{}' }), 415],
    ['a declared length over 64 KB', post('{}', { 'content-length': String(64 * 1024 + 1) }), 413],
    [
      'an undeclared body over 64 KB',
      post(JSON.stringify({ event: 'map_viewed', properties: { placement: 'x'.repeat(70_000) } })),
      413,
    ],
  ])('refuses %s and stores nothing', async (_, request, status) => {
    const response = await collectEvents(request, context)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(await stored()).toEqual([])
  })

  it('answers 405 to anything but POST', async () => {
    const response = await collectEvents(new Request('http://localhost/api/events', { method: 'PUT', body: '{}' }), context)
    expect(response.status).toBe(405)
  })

  it(`limits a client to ${COLLECTOR_RATE.max} requests per window (429 with Retry-After), others unaffected`, async () => {
    const body = JSON.stringify({ event: 'map_viewed', properties: { placement: 'menu' } })
    for (let i = 0; i < COLLECTOR_RATE.max; i++) expect((await collectEvents(post(body), context)).status).toBe(202)
    const limited = await collectEvents(post(body), context)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await collectEvents(post(body), { clientAddress: '198.51.100.1' })).status).toBe(202)
    expect(await stored()).toHaveLength(COLLECTOR_RATE.max + 1)
  })

  it('answers 503 and stores nothing when the database refuses (one statement: no half batch)', async () => {
    // A constraint that fails on the second row only: a per-row insert would have kept the first.
    await getDb().execute(sql`alter table analytics_events add constraint no_maps check (name <> 'map_viewed')`)
    try {
      const response = await collectEvents(
        post(JSON.stringify([{ event: 'chat_clicked', properties: { placement: 'footer' } }, { event: 'map_viewed', properties: {} }])),
        context,
      )
      expect(response.status).toBe(503)
      expect(await stored()).toEqual([])
    } finally {
      await getDb().execute(sql`alter table analytics_events drop constraint no_maps`)
    }
  })
})
