import { type Env, getEnv } from '~/env.server'
import type { MapTiles } from './style'

/** The production raster tiles the maps draw under the basemap, or null (MAP_TILE_URL unset). */
export function mapTiles(env: Env = getEnv()): MapTiles | null {
  return env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } : null
}

/** The tile server's origin, for the Content-Security-Policy (img-src, connect-src). */
export function mapTileOrigins(env: Env = getEnv()): string[] {
  return env.MAP_TILE_URL ? [new URL(env.MAP_TILE_URL).origin] : []
}
