import { pingDatabase } from '~/db/client.server'

/** What GET /healthz reports: load balancers and the start-up figures only need these two words. */
export type Health = { status: 'ok'; db: 'ok' } | { status: 'error'; db: 'unavailable' }

/** The storefront is healthy when its database answers; `ping` is replaceable for tests. */
export async function checkHealth(ping: () => Promise<boolean> = pingDatabase): Promise<Health> {
  return (await ping()) ? { status: 'ok', db: 'ok' } : { status: 'error', db: 'unavailable' }
}
