import type { FeatureCollection, Geometry, MultiLineString } from 'geojson'
import type { DeliveryZone } from './types'

/**
 * The map's style, built from GeoJSON sources only: no vector tiles, no glyphs, no sprite (markers
 * are DOM buttons, and nothing draws text on the canvas). A raster tile layer goes underneath when a
 * production tile server is configured (MAP_TILE_URL). Pure: the browser passes the colours it read
 * from the design tokens (`readMapPalette`).
 */

/** The design tokens (app/app.css) the map paints with. */
export const MAP_COLOUR_TOKENS = {
  water: '--color-map-water',
  land: '--color-map-land',
  border: '--color-map-border',
  zoneFill: '--color-zone-fill',
  zoneFillHover: '--color-zone-fill-hover',
  zoneOutline: '--color-zone-outline',
  zoneOutlineHover: '--color-zone-outline-hover',
} as const

export type MapPalette = Record<keyof typeof MAP_COLOUR_TOKENS, string>

/** Reads the palette through `read` (getComputedStyle's getPropertyValue in the browser). */
export function readMapPalette(read: (token: string) => string): MapPalette {
  const palette = {} as MapPalette
  for (const [key, token] of Object.entries(MAP_COLOUR_TOKENS) as [keyof MapPalette, string][]) {
    // A missing token must not break the map: MapLibre refuses an empty colour.
    palette[key] = read(token).trim() || 'gray'
  }
  return palette
}

export const MAP_SOURCES = { states: 'states', borders: 'state-borders', zones: 'zones', tiles: 'tiles' } as const
export const MAP_LAYERS = {
  background: 'background',
  tiles: 'tiles',
  states: 'states-fill',
  borders: 'state-borders',
  zonesFill: 'zones-fill',
  zonesOutline: 'zones-outline',
} as const

export const BASEMAP_ATTRIBUTION = 'US Census Bureau'

export type MapTiles = { url: string; attribution: string }

export type StyleInput = {
  palette: MapPalette
  states: FeatureCollection
  borders: MultiLineString
  zones: readonly DeliveryZone[]
  tiles?: MapTiles | null
}

/** A minimal subset of the MapLibre style specification, enough to type what is built here. */
export type MapStyle = {
  version: 8
  sources: Record<string, Record<string, unknown>>
  layers: Record<string, unknown>[]
}

/** GeoJSON of the zones, keyed by zone id (promoteId) so hover and selection use feature state. */
export function zonesCollection(zones: readonly DeliveryZone[]): FeatureCollection<Geometry, { id: string; name: string; storeName: string; link: string }> {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => ({
      type: 'Feature',
      geometry: zone.geometry,
      properties: { id: zone.id, name: zone.name, storeName: zone.storeName, link: zone.link },
    })),
  }
}

/** `when` if the feature is hovered or selected, else `otherwise`. */
function highlighted<T extends string | number>(when: T, otherwise: T) {
  return [
    'case',
    ['any', ['boolean', ['feature-state', 'hover'], false], ['boolean', ['feature-state', 'selected'], false]],
    when,
    otherwise,
  ]
}

export function buildMapStyle({ palette, states, borders, zones, tiles }: StyleInput): MapStyle {
  const sources: MapStyle['sources'] = {
    [MAP_SOURCES.states]: { type: 'geojson', data: states, attribution: BASEMAP_ATTRIBUTION },
    [MAP_SOURCES.borders]: { type: 'geojson', data: borders },
    [MAP_SOURCES.zones]: { type: 'geojson', data: zonesCollection(zones), promoteId: 'id' },
  }
  const layers: MapStyle['layers'] = [{ id: MAP_LAYERS.background, type: 'background', paint: { 'background-color': palette.water } }]
  if (tiles) {
    sources[MAP_SOURCES.tiles] = { type: 'raster', tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution }
    layers.push({ id: MAP_LAYERS.tiles, type: 'raster', source: MAP_SOURCES.tiles })
  }
  layers.push(
    // Over raster tiles the states only tint the land lightly, so the tiles stay readable.
    { id: MAP_LAYERS.states, type: 'fill', source: MAP_SOURCES.states, paint: { 'fill-color': palette.land, 'fill-opacity': tiles ? 0.25 : 1 } },
    { id: MAP_LAYERS.borders, type: 'line', source: MAP_SOURCES.borders, paint: { 'line-color': palette.border, 'line-width': 1 } },
    {
      id: MAP_LAYERS.zonesFill,
      type: 'fill',
      source: MAP_SOURCES.zones,
      paint: { 'fill-color': highlighted(palette.zoneFillHover, palette.zoneFill), 'fill-opacity': highlighted(0.5, 0.35) },
    },
    {
      id: MAP_LAYERS.zonesOutline,
      type: 'line',
      source: MAP_SOURCES.zones,
      paint: { 'line-color': highlighted(palette.zoneOutlineHover, palette.zoneOutline), 'line-width': highlighted(3, 2) },
    },
  )
  return { version: 8, sources, layers }
}
