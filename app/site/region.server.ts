import { getEnv } from '~/env.server'
import { regionForHost, type Region } from './host-mode'

/** The host mode of a request, from its Host header and OHIO_HOSTS. */
export function getRegion(request: Request): Region {
  return regionForHost(request.headers.get('host'), getEnv().OHIO_HOSTS)
}
