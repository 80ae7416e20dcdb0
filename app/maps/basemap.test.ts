import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { basemapFromTopology, loadBasemap } from './basemap'

const require = createRequire(import.meta.url)
const statesPath = require.resolve('us-atlas/states-10m.json')

async function topology() {
  return JSON.parse(await readFile(statesPath, 'utf8'))
}

describe('basemap from us-atlas states-10m', () => {
  it('gives every state as a feature, in longitude/latitude', async () => {
    const { states, borders } = basemapFromTopology(await topology())
    expect(states.features).toHaveLength(56)
    const illinois = states.features.find((f) => f.properties?.name === 'Illinois')
    expect(illinois?.id).toBe('17')
    const [lng, lat] = (illinois?.geometry as GeoJSON.Polygon).coordinates[0]![0]!
    expect(lng).toBeGreaterThan(-92)
    expect(lng).toBeLessThan(-87)
    expect(lat).toBeGreaterThan(36)
    expect(lat).toBeLessThan(43)
    expect(borders.type).toBe('MultiLineString')
    expect(borders.coordinates.length).toBeGreaterThan(50)
  })

  it('loads through fetch and refuses a failed response', async () => {
    const body = await topology()
    const ok = (async () => new Response(JSON.stringify(body))) as typeof fetch
    expect((await loadBasemap('/assets/states.json', ok)).states.features).toHaveLength(56)
    const missing = (async () => new Response('', { status: 404 })) as typeof fetch
    await expect(loadBasemap('/assets/states.json', missing)).rejects.toThrow('basemap: 404')
  })
})
