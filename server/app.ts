import { createRequestHandler } from '@react-router/express'
import express from 'express'
import 'react-router'
import { rejectBadUrls, rejectCrossSiteWrites } from './guards'

declare module 'react-router' {
  interface AppLoadContext {
    clientAddress: string
  }
}

export { boot, shutdown } from '~/boot.server'

/** The storefront as Express middleware: URL guards, then React Router (pages and API routes). */
export const app = express()
app.disable('x-powered-by')
app.use(rejectBadUrls)
app.use(rejectCrossSiteWrites)
app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    // The socket's address (no proxy is trusted by default): the key of per-client rate limits.
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress ?? 'unknown' }),
  }),
)
