import type { GeometryCollection, Topology } from 'topojson-specification'
import statesTopology from 'us-atlas/states-albers-10m.json'
import { describe, expect, it } from 'vitest'
import { geometryPath, mapStateRecords, ringPath } from './map-geometry'
import { US_STATE_CODES } from './us-states'

describe('ringPath', () => {
  it.each<[number[][], string]>([
    [[[0, 0], [10, 0], [10, 10]], 'M0 0L10 0L10 10Z'],
    [[[0.4, 0.4], [0.2, 0.1], [5.6, 5.5]], 'M0 0L6 6Z'],
    [[], ''],
  ])('%j → %s', (ring, d) => {
    expect(ringPath(ring)).toBe(d)
  })
})

describe('geometryPath', () => {
  it('joins every ring of every polygon', () => {
    expect(geometryPath({ type: 'MultiPolygon', coordinates: [[[[0, 0], [1, 0], [1, 1]]], [[[5, 5], [6, 5], [6, 6]]]] })).toBe('M0 0L1 0L1 1ZM5 5L6 5L6 6Z')
    expect(geometryPath({ type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 2]]] })).toBe('M0 0L2 0L2 2Z')
  })
})

describe('mapStateRecords from us-atlas', () => {
  const records = mapStateRecords(statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>)

  it('draws every state and DC once, named by its code (002 §3 map state record)', () => {
    expect(records.map((record) => record.name)).toEqual([...US_STATE_CODES].sort())
    for (const record of records) {
      expect(record.type).toBe('path')
      expect(record.data).toMatch(/^M\d/)
    }
  })

  it('stays small enough to inline in the page', () => {
    const total = records.reduce((sum, record) => sum + record.data.length, 0)
    expect(total).toBeLessThan(80_000)
  })
})
