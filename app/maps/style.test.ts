import { describe, expect, it } from 'vitest'
import { BASEMAP_ATTRIBUTION, buildMapStyle, MAP_COLOUR_TOKENS, readMapPalette, zonesCollection, type MapPalette } from './style'
import type { DeliveryZone } from './types'

const palette: MapPalette = {
  water: 'rgb(1, 1, 1)',
  land: 'rgb(2, 2, 2)',
  border: 'rgb(3, 3, 3)',
  zoneFill: 'rgb(4, 4, 4)',
  zoneFillHover: 'rgb(5, 5, 5)',
  zoneOutline: 'rgb(6, 6, 6)',
  zoneOutlineHover: 'rgb(7, 7, 7)',
}
const zone: DeliveryZone = {
  id: 'dz-lakeview-1',
  name: 'Lakeview',
  storeName: 'Lakeview',
  link: '/dispensaries/illinois/lakeview/menu',
  geometry: { type: 'Polygon', coordinates: [[[-87.7, 41.9], [-87.6, 41.9], [-87.6, 42], [-87.7, 41.9]]] },
}
const base = { palette, states: { type: 'FeatureCollection' as const, features: [] }, borders: { type: 'MultiLineString' as const, coordinates: [] }, zones: [zone] }

describe('buildMapStyle', () => {
  it.each([
    ['offline (no tiles)', null, ['background', 'states-fill', 'state-borders', 'zones-fill', 'zones-outline'], ['states', 'state-borders', 'zones']],
    ['with a tile server', { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Tiles' }, ['background', 'tiles', 'states-fill', 'state-borders', 'zones-fill', 'zones-outline'], ['states', 'state-borders', 'zones', 'tiles']],
  ])('%s', (_name, tiles, layerIds, sourceIds) => {
    const style = buildMapStyle({ ...base, tiles })
    expect(style.version).toBe(8)
    expect(style.layers.map((layer) => layer.id)).toEqual(layerIds)
    expect(Object.keys(style.sources)).toEqual(sourceIds)
    // Only GeoJSON (and the optional raster) sources: nothing needs glyphs, sprites or vector tiles.
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false)
  })

  it('passes the configured tile template and attribution to a raster source', () => {
    const style = buildMapStyle({ ...base, tiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Tiles' } })
    expect(style.sources.tiles).toEqual({ type: 'raster', tiles: ['https://tiles.example.com/{z}/{x}/{y}.png'], tileSize: 256, attribution: '© Tiles' })
    expect(style.sources.states).toMatchObject({ attribution: BASEMAP_ATTRIBUTION })
  })

  it('paints zones dark green with a yellow-green outline, brighter when hovered or selected (000 §9)', () => {
    const style = buildMapStyle(base)
    const fill = style.layers.find((layer) => layer.id === 'zones-fill') as { paint: Record<string, unknown[]> }
    const outline = style.layers.find((layer) => layer.id === 'zones-outline') as { paint: Record<string, unknown[]> }
    const condition = ['any', ['boolean', ['feature-state', 'hover'], false], ['boolean', ['feature-state', 'selected'], false]]
    expect(fill.paint['fill-color']).toEqual(['case', condition, palette.zoneFillHover, palette.zoneFill])
    expect(outline.paint['line-color']).toEqual(['case', condition, palette.zoneOutlineHover, palette.zoneOutline])
    expect(style.sources.zones).toMatchObject({ type: 'geojson', promoteId: 'id' })
  })
})

describe('zonesCollection', () => {
  it('carries id, name, storeName and link on each feature (000 §3)', () => {
    expect(zonesCollection([zone])).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: zone.geometry, properties: { id: zone.id, name: 'Lakeview', storeName: 'Lakeview', link: zone.link } }],
    })
  })
})

describe('readMapPalette', () => {
  it('reads every token and stands in for a missing one', () => {
    const values: Record<string, string> = { [MAP_COLOUR_TOKENS.water]: ' #dbe7e4 ', [MAP_COLOUR_TOKENS.zoneFill]: '#174a2e' }
    const read = readMapPalette((token) => values[token] ?? '')
    expect(read.water).toBe('#dbe7e4')
    expect(read.zoneFill).toBe('#174a2e')
    expect(read.land).toBe('gray')
  })

  it('names tokens that exist in app.css', async () => {
    const { readFile } = await import('node:fs/promises')
    const css = await readFile(new URL('../app.css', import.meta.url), 'utf8')
    for (const token of Object.values(MAP_COLOUR_TOKENS)) expect(css).toContain(`${token}:`)
  })
})
