import { describe, expect, it } from 'vitest'
import { loader } from './api.locations'

type Loader = (args: { request: Request; params: object; context: object }) => Promise<Response>

async function locations(q: string | null) {
  const query = q === null ? '' : `?q=${encodeURIComponent(q)}`
  const request = new Request(`http://localhost:3000/api/locations${query}`)
  const response = await (loader as Loader)({ request, params: {}, context: {} })
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
}

type Location = { label: string; lat: number; lng: number }

describe('GET /api/locations', () => {
  it('finds a ZIP code at its centroid', async () => {
    const { status, cache, body } = await locations('60156')
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400')
    expect(body).toEqual({ locations: [{ label: '60156 Lake In The Hills, IL', lat: 42.1817, lng: -88.3304 }] })
  })

  it('suggests the ZIP codes starting with 3 or 4 digits, at most 8', async () => {
    const found = (await locations('601')).body.locations as Location[]
    expect(found).toHaveLength(8)
    for (const location of found) expect(location.label).toMatch(/^601\d\d [A-Za-z .'-]+, IL$/)
    const four = (await locations('6015')).body.locations as Location[]
    expect(four).toContainEqual({ label: '60156 Lake In The Hills, IL', lat: 42.1817, lng: -88.3304 })
    expect((await locations('60')).body.locations).toEqual([])
  })

  it('finds cities by prefix, at most 8, the exact name first', async () => {
    const found = (await locations('Springfield')).body.locations as Location[]
    expect(found.length).toBe(8)
    expect(found.every((l) => l.label.startsWith('Springfield'))).toBe(true)
    expect(found[0]!.label).toMatch(/^Springfield, [A-Z]{2}$/)
    expect((await locations('Springfield, IL')).body.locations).toEqual([
      expect.objectContaining({ label: 'Springfield, IL' }),
    ])
  })

  it.each([null, '', '   ', 'zzzzqx', '00000', 'a'])('%o → an empty list, 200', async (q) => {
    const { status, body } = await locations(q)
    expect(status).toBe(200)
    expect(body).toEqual({ locations: [] })
  })

  it('answers 400 for a query over 100 characters', async () => {
    const { status, cache, body } = await locations('x'.repeat(101))
    expect(status).toBe(400)
    expect(cache).toBe('no-store')
    expect(body).toEqual({ error: 'q must be at most 100 characters' })
    expect((await locations('x'.repeat(100))).status).toBe(200)
  })
})
