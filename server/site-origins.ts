import { type Env, publicOrigin } from '~/env.server'

/**
 * The origins this storefront is served from: PUBLIC_ORIGIN, and each Ohio host (OHIO_HOSTS) on the
 * same scheme and port, since one server answers both (app/site/host-mode.ts). A write must come
 * from one of these (server/guards.ts), and the chat socket may connect to them (the CSP).
 */
export function siteOrigins(origin: string, ohioHosts: readonly string[]): string[] {
  const base = new URL(origin)
  const port = base.port ? `:${base.port}` : ''
  const origins = [base.origin]
  for (const host of ohioHosts) {
    try {
      origins.push(new URL(`${base.protocol}//${host}${port}`).origin)
    } catch {
      // A name that is no host name cannot be an origin a browser sends; nothing to allow.
    }
  }
  return [...new Set(origins)]
}

let cached: { env: Env; origins: string[] } | undefined

/** The configured origins, worked out once per loaded configuration. */
export function siteOriginsFor(env: Env): string[] {
  if (cached?.env !== env) cached = { env, origins: siteOrigins(publicOrigin(env), env.OHIO_HOSTS) }
  return cached.origins
}

/** Whether the configured public address is HTTPS (HSTS, upgrade-insecure-requests). */
export function servedOverHttps(env: Env): boolean {
  return new URL(publicOrigin(env)).protocol === 'https:'
}
