import { createRequestHandler } from '@react-router/express'
import type { Server } from 'node:http'
import express from 'express'
import proxyAddr from 'proxy-addr'
import 'react-router'
import * as build from 'virtual:react-router/server-build'
import { type BootRole, boot as bootStorefront } from '~/boot.server'
import { attachChatSocket as attachSocket, type ChatSocketServer } from '~/chat/socket.server'
import { getEnv } from '~/env.server'
import { keepSignedInPagesPrivate, rejectBadUrls, rejectCrossSiteWrites, rejectUnreadableApiBodies } from './guards'
import { rejectUnhandledMethods } from './method-guard'
import { cspNonce } from './security-headers'
import { siteOriginsFor } from './site-origins'

declare module 'react-router' {
  interface AppLoadContext {
    clientAddress: string
    /** This response's Content-Security-Policy nonce (server/security-headers.ts). */
    cspNonce: string
  }
}

export { shutdown } from '~/boot.server'
// For the cluster primary (server/cluster.js): how many workers, and the database they share.
export { databaseUrlForOtherProcesses } from '~/db/client.server'
export { parseEnv } from '~/env.server'
// Mounted by server.js ahead of the static files, so every response carries the headers.
export { securityHeaders } from './security-headers'

/** Start-up (configuration, content, database); then the app knows which proxies to trust. */
export async function boot(source: Record<string, string | undefined> = process.env, role: BootRole = 'single') {
  const env = await bootStorefront(source, role)
  app.set('trust proxy', env.TRUST_PROXY)
  return env
}

/**
 * The support chat's WebSocket (/api/chat/socket, app/chat/socket.server.ts) on the HTTP server
 * server.js listens with: sockets only from this site's origins, client addresses as the app sees them.
 */
export function attachChatSocket(server: Server): ChatSocketServer {
  return attachSocket(server, {
    allowedOrigins: () => siteOriginsFor(getEnv()),
    clientAddress: (req) => proxyAddr(req, app.get('trust proxy fn') as (address: string, index: number) => boolean),
  })
}

/** The storefront as Express middleware: URL guards, then React Router (pages and API routes). */
export const app = express()
app.disable('x-powered-by')
app.use(rejectBadUrls)
app.use(rejectCrossSiteWrites)
app.use(rejectUnreadableApiBodies)
app.use(rejectUnhandledMethods(build.routes))
app.use(keepSignedInPagesPrivate)
app.use(
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router flattens and
    // ranks every route again on each request (~0.4 ms of CPU). The dev server reloads this module
    // (and so the build) through Vite instead.
    build,
    // The client's address (the socket's unless TRUST_PROXY names the proxies in front): the key of
    // per-client rate limits.
    getLoadContext: (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown', cspNonce: cspNonce(res) }),
  }),
)
