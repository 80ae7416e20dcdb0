import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { MultiPolygon, Polygon, Position } from 'geojson'
import { jurisdictionCode } from './us-states'

/**
 * The US map's state outlines (002 §3 map state record: name = two-letter code, type = drawing kind,
 * data = outline path) from us-atlas' Albers-projected states (975 × 610 units, Alaska and Hawaii
 * inset), as SVG paths rounded to whole units: the map is drawn at 600 × 400 px (002 §9), where a
 * unit is under a pixel, and rounding keeps the markup small.
 */
export type MapStateRecord = { name: string; type: 'path'; data: string }

export const MAP_VIEWBOX = { width: 975, height: 610 } as const

/** One ring as 'M x y L x y … Z', consecutive duplicate points (after rounding) dropped. */
export function ringPath(ring: readonly Position[]): string {
  let d = ''
  let last: string | null = null
  for (const [x = 0, y = 0] of ring) {
    const point = `${Math.round(x)} ${Math.round(y)}`
    if (point === last) continue
    d += `${last === null ? 'M' : 'L'}${point}`
    last = point
  }
  return d ? `${d}Z` : ''
}

export function geometryPath(geometry: Polygon | MultiPolygon): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  return polygons.flatMap((polygon) => polygon.map(ringPath)).join('')
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>

/** Every state in the topology with a known code, as map state records, sorted by code. */
export function mapStateRecords(topology: StatesTopology): MapStateRecord[] {
  const collection = feature(topology, topology.objects.states)
  const records: MapStateRecord[] = []
  for (const item of collection.features) {
    const code = item.properties?.name ? jurisdictionCode(item.properties.name) : null
    const geometry = item.geometry
    if (!code || !geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue
    records.push({ name: code, type: 'path', data: geometryPath(geometry) })
  }
  return records.sort((a, b) => a.name.localeCompare(b.name))
}
