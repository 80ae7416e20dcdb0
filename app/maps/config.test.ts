import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/env.server'
import { mapTileOrigins, mapTiles } from './config.server'

describe('mapTiles and mapTileOrigins', () => {
  it.each<[Record<string, string>, ReturnType<typeof mapTiles>, string[]]>([
    [{}, null, []],
    [
      { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Tiles' },
      { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Tiles' },
      ['https://tiles.example.com'],
    ],
    [
      { MAP_TILE_URL: 'https://maps.example.org:8443/osm?z={z}&x={x}&y={y}' },
      { url: 'https://maps.example.org:8443/osm?z={z}&x={x}&y={y}', attribution: '' },
      ['https://maps.example.org:8443'],
    ],
  ])('%o', (source, tiles, origins) => {
    const env = parseEnv(source)
    expect(mapTiles(env)).toEqual(tiles)
    expect(mapTileOrigins(env)).toEqual(origins)
  })
})
