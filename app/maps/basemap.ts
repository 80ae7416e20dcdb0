import type { FeatureCollection, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

/**
 * The offline basemap: US states from us-atlas (Census Bureau cartographic boundaries, 1:10m,
 * unprojected longitude/latitude), shipped as TopoJSON (36 kB gzip) and turned into GeoJSON here.
 * `states` fills the land; `borders` are the lines between two states (the coast is not drawn twice).
 */
export type Basemap = { states: FeatureCollection; borders: MultiLineString }

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>

export function basemapFromTopology(topology: StatesTopology): Basemap {
  const states = feature(topology, topology.objects.states)
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b)
  return { states: states as FeatureCollection, borders }
}

/** Fetches the TopoJSON (a hashed, immutable asset) and converts it; browser only. */
export async function loadBasemap(url: string, fetcher: typeof fetch = fetch): Promise<Basemap> {
  const response = await fetcher(url)
  if (!response.ok) throw new Error(`basemap: ${response.status} for ${url}`)
  return basemapFromTopology((await response.json()) as StatesTopology)
}
