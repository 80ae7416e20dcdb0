// Entry point: `node server.js` serves the built storefront; `node server.js --dev` serves the
// sources through Vite with hot reload. Both start the database (embedded PostgreSQL unless
// DATABASE_URL is set), migrate it and seed the demo chain on first start, then listen.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'

const root = path.dirname(fileURLToPath(import.meta.url))
process.chdir(root)
const DEV = process.argv.includes('--dev')
// React and React Router pick their development or production builds from NODE_ENV at import time.
process.env.NODE_ENV ??= DEV ? 'development' : 'production'

const server = express()
server.disable('x-powered-by')
server.use(compression())
server.use(singleDrainListener)

/**
 * React Router writes a streamed page with `res.once('drain')` after each write the socket cannot
 * take yet. `compression` forwards drain listeners to its zlib stream but leaves removal on the
 * response, so every such wait left a listener behind on the stream (MaxListenersExceededWarning
 * under load). One listener per response instead, dispatching to whoever waits for the next drain.
 */
function singleDrainListener(_req, res, next) {
  const waiting = new Set()
  let listening = false
  const once = res.once
  const removeListener = res.removeListener
  res.once = function onceDrain(type, listener) {
    if (type !== 'drain') return once.call(this, type, listener)
    waiting.add(listener)
    if (!listening) {
      listening = true
      res.on('drain', () => {
        const callbacks = [...waiting]
        waiting.clear()
        for (const callback of callbacks) callback()
      })
    }
    return this
  }
  res.removeListener = res.off = function removeDrain(type, listener) {
    if (type === 'drain' && waiting.delete(listener)) return this
    return removeListener.call(this, type, listener)
  }
  next()
}

let serverApp
let vite
try {
  if (DEV) {
    const { createServer } = await import('vite')
    vite = await createServer({ server: { middlewareMode: true } })
    serverApp = await vite.ssrLoadModule('./server/app.ts')
    server.use(serverApp.securityHeaders)
    server.use(vite.middlewares)
  } else {
    serverApp = await import('./build/server/index.js')
    // Every answer, files included, carries the security headers (server/security-headers.ts).
    server.use(serverApp.securityHeaders)
    // Fingerprinted build output never changes under its name.
    server.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }))
    // The other public files, looked up only under the names build/client has at its top (favicons,
    // brand, images): every page and API request used to stat() a file that could not be there.
    const publicFiles = express.static('build/client', { maxAge: '1h', index: false })
    const publicEntries = new Set(readdirSync('build/client'))
    server.use((req, res, next) => (publicEntries.has(req.path.split('/', 2)[1]) ? publicFiles(req, res, next) : next()))
  }
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && !DEV) {
    console.error('The server build is missing. Run `npm run build` first (or `npm start`, which builds).')
  } else {
    console.error(error)
  }
  process.exit(1)
}

// With WEB_CONCURRENCY > 1 (production) this process becomes the cluster primary and does not return;
// its workers run the rest of this file.
const { becomeClusterPrimary, bootRole, isClusterWorker } = await import('./server/cluster.js')
if (!DEV) await becomeClusterPrimary(serverApp)

let env
try {
  env = await serverApp.boot(process.env, bootRole())
} catch (error) {
  // Configuration and content errors are written for people: print the message, not a stack.
  if (error?.name === 'ConfigError' || error?.name === 'ContentError') console.error(error.message)
  else console.error(error)
  await serverApp.shutdown().catch(() => {})
  process.exit(1)
}

if (DEV) {
  server.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule('./server/app.ts')
      return fresh.app(req, res, next)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      next(error)
    }
  })
} else {
  server.use(serverApp.app)
}

const listener = server.listen(env.PORT, env.HOST, async (error) => {
  // Express hands a listen error (the port in use) to this callback instead of throwing it.
  if (error) {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`)
    await vite?.close()
    await serverApp.shutdown().catch(() => {})
    process.exit(1)
  }
  if (!isClusterWorker()) console.log(`Storefront ready on http://localhost:${env.PORT} (listening on ${env.HOST})`)
})

// The support chat's WebSocket shares the port (upgrade requests to /api/chat/socket).
const chatSocket = serverApp.attachChatSocket(listener)

// An idle keep-alive connection outlives a load balancer's (60 s on the common ones): closed by the
// server first (Node's default is 5 s), it can go just as the balancer, or any client reusing it,
// sends the next request, which then fails with a reset connection.
listener.keepAliveTimeout = 65_000
listener.headersTimeout = 66_000

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received, shutting down`)
  listener.close()
  await chatSocket.close().catch((error) => console.error(error))
  listener.closeAllConnections?.()
  await vite?.close()
  await serverApp.shutdown().catch((error) => console.error(error))
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
