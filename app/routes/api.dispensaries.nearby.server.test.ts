import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { dispensaries } from '~/db/schema'
import { createDispensary, createState } from '~/db/seed/factories'
import { greatCircleMeters, milesFromMeters } from '~/geo/distance'
import { loader } from './api.dispensaries.nearby'

type Loader = (args: { request: Request; params: object; context: object }) => Promise<Response>

async function nearby(query: string, host = 'localhost:3000') {
  const request = new Request(`http://${host}/api/dispensaries/nearby?${query}`, { headers: { host } })
  const response = await (loader as Loader)({ request, params: {}, context: {} })
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
}

type Hit = { name: string; slug: string; state: string; stateCode: string; city: string; distanceMiles: number; approximate: boolean; path: string; comingSoon: boolean }

const JOLIET = { lat: 41.525, lng: -88.0817 }

beforeAll(async () => {
  const db = getDb()
  const illinois = await createState(db, { name: 'Illinois', slug: 'illinois', code: 'IL' })
  const ohio = await createState(db, { name: 'Ohio', slug: 'ohio', code: 'OH' })
  const michigan = await createState(db, { name: 'Michigan', slug: 'michigan', code: 'MI' })
  await createDispensary(db, { stateId: illinois.id, name: 'Joliet', slug: 'joliet', city: 'Joliet', ...JOLIET })
  await createDispensary(db, { stateId: illinois.id, name: 'Aurora', slug: 'aurora', city: 'Aurora', lat: 41.7606, lng: -88.3201, tags: ['coming-soon'] })
  await createDispensary(db, { stateId: illinois.id, name: 'Rockford', slug: 'rockford', city: 'Rockford', lat: 42.2711, lng: -89.094 })
  await createDispensary(db, { stateId: michigan.id, name: 'Detroit', slug: 'detroit', city: 'Detroit', lat: 42.3314, lng: -83.0458 })
  await createDispensary(db, { stateId: ohio.id, name: 'Toledo', slug: 'toledo', city: 'Toledo', lat: 41.6528, lng: -83.5379 })
})

describe('GET /api/dispensaries/nearby', () => {
  it('answers the nearest three of the region, closest first, with approximate miles', async () => {
    const { status, cache, body } = await nearby('lat=41.525&lng=-88.0817')
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120')
    const hits = body.dispensaries as Hit[]
    expect(hits.map((h) => h.slug)).toEqual(['joliet', 'aurora', 'rockford'])
    expect(hits[0]).toMatchObject({ name: 'Joliet', state: 'Illinois', stateCode: 'IL', city: 'Joliet', distanceMiles: 0, approximate: true, path: '/dispensaries/illinois/joliet' })
    expect(hits[1]!.distanceMiles).toBe(milesFromMeters(greatCircleMeters(JOLIET, { lat: 41.7606, lng: -88.3201 })))
    expect(hits[1]!.distanceMiles).toBe(20.4)
    expect(hits[1]!.comingSoon).toBe(true)
    const distances = hits.map((h) => h.distanceMiles)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('keeps Ohio off the main host and shows only Ohio on an Ohio host', async () => {
    const main = (await nearby('lat=41.6528&lng=-83.5379&limit=25')).body.dispensaries as Hit[]
    expect(main.map((h) => h.slug)).toEqual(['detroit', 'joliet', 'aurora', 'rockford'])
    const ohio = (await nearby('lat=41.525&lng=-88.0817&limit=25', 'oh.example.com')).body.dispensaries as Hit[]
    expect(ohio.map((h) => h.slug)).toEqual(['toledo'])
  })

  it.each([
    ['limit=1', 1],
    ['limit=2', 2],
    ['limit=25', 4],
  ])('%s → %d hits', async (query, count) => {
    expect((await nearby(`lat=41.525&lng=-88.0817&${query}`)).body.dispensaries).toHaveLength(count)
  })

  it.each([
    ['', 'lat is required'],
    ['lat=41.5', 'lng is required'],
    ['lat=abc&lng=-88', 'lat must be a number between -90 and 90'],
    ['lat=91&lng=-88', 'lat must be between -90 and 90'],
    ['lat=41&lng=-181', 'lng must be between -180 and 180'],
    ['lat=41&lng=east', 'lng must be a number between -180 and 180'],
    ['lat=41&lng=-88&limit=0', 'limit must be a whole number from 1 to 25'],
    ['lat=41&lng=-88&limit=100', 'limit must be a whole number from 1 to 25'],
  ])('%s → 400 %s, not cached', async (query, error) => {
    const { status, cache, body } = await nearby(query)
    expect(status).toBe(400)
    expect(cache).toBe('no-store')
    expect(body).toEqual({ error })
  })

  it('reads the data it serves from the database', async () => {
    const rows = await getDb().select({ slug: dispensaries.slug }).from(dispensaries)
    expect(rows).toHaveLength(5)
  })
})
