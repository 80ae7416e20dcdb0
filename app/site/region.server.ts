import { getEnv } from '~/env.server'
import { regionForHost, type Region } from './host-mode'

/** The host mode of a request, from its Host header, OHIO_HOSTS and OHIO_HOST_MATCH. */
export function getRegion(request: Request): Region {
  const env = getEnv()
  return regionForHost(request.headers.get('host'), env.OHIO_HOSTS, env.OHIO_HOST_MATCH)
}
