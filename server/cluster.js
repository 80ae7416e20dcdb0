// @ts-check
// The production server on several cores (node:cluster). server.js calls `becomeClusterPrimary`
// before it boots: with WEB_CONCURRENCY > 1 this process becomes the primary, which does the
// one-time start-up (configuration, content, session secret, the embedded PostgreSQL unless
// DATABASE_URL is set, migrations, first-start seed), then forks the workers, restarts one that
// dies and stops them all (then the database) on SIGINT/SIGTERM. The workers run the rest of
// server.js: they boot as 'worker' (open the database the primary hands them, no migrations) and
// listen on the shared port.
import cluster from 'node:cluster'

/** How long the primary waits for the workers to finish their requests before it kills them. */
const STOP_TIMEOUT_MS = 10_000

/** The start-up role server.js boots this process with. */
export function bootRole() {
  return cluster.isWorker ? 'worker' : 'single'
}

/** Whether this process is a cluster worker (the primary says when the storefront is ready). */
export function isClusterWorker() {
  return cluster.isWorker
}

/**
 * Wait before restarting a worker that died after `livedMs`, given the wait before its last start
 * (0 the first time): one that ran a minute or more comes back at once; one that keeps dying early
 * waits 1 s, 2 s, 4 s … up to 30 s, so a crash loop does not spin.
 * @param {number} previousMs
 * @param {number} livedMs
 */
export function restartDelay(previousMs, livedMs) {
  if (livedMs >= 60_000) return 0
  return previousMs ? Math.min(previousMs * 2, 30_000) : 1_000
}

/**
 * @typedef {object} ServerApp the React Router server build (server/app.ts)
 * @property {(source: Record<string, string | undefined>) => { WEB_CONCURRENCY: number, PORT: number, HOST: string }} parseEnv
 * @property {(source: Record<string, string | undefined>, role: 'primary') => Promise<{ PORT: number, HOST: string }>} boot
 * @property {() => Promise<void>} shutdown
 * @property {() => string} databaseUrlForOtherProcesses
 */

/**
 * Returns at once when this process should serve on its own: a worker, or WEB_CONCURRENCY 1 (or a
 * configuration error, which the normal start-up then reports). Otherwise runs the cluster's
 * primary until the process exits, and never returns.
 * @param {ServerApp} serverApp
 * @returns {Promise<void>}
 */
export async function becomeClusterPrimary(serverApp) {
  if (!cluster.isPrimary) return
  let workers
  try {
    workers = serverApp.parseEnv(process.env).WEB_CONCURRENCY
  } catch {
    return
  }
  if (workers <= 1) return

  let env
  try {
    env = await serverApp.boot(process.env, 'primary')
  } catch (error) {
    const named = /** @type {{ name?: string, message?: string } | undefined} */ (error)
    if (named?.name === 'ConfigError' || named?.name === 'ContentError') console.error(named.message)
    else console.error(error)
    await serverApp.shutdown().catch(() => {})
    process.exit(1)
  }

  // The workers open the database the primary prepared and never start or stop the embedded server.
  const workerEnv = { ...process.env, DATABASE_URL: serverApp.databaseUrlForOtherProcesses(), WEB_CONCURRENCY: String(workers) }
  /** @type {Map<number, { startedAt: number, delayMs: number }>} */
  const byWorker = new Map()
  /** @type {Set<NodeJS.Timeout>} */
  const restarts = new Set()
  let ready = false
  let listening = 0
  let stopping = false

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) })
  /** @param {number} delayMs the wait before this start */
  const fork = (delayMs) => {
    const worker = cluster.fork(workerEnv)
    byWorker.set(worker.id, { startedAt: Date.now(), delayMs })
  }

  cluster.on('listening', () => {
    if (ready || ++listening < workers) return
    ready = true
    console.log(`Storefront ready on http://localhost:${env.PORT} (listening on ${env.HOST}; ${workers} worker processes)`)
  })

  cluster.on('exit', (worker, code, signal) => {
    const info = byWorker.get(worker.id)
    byWorker.delete(worker.id)
    if (stopping || !info) return
    const how = signal ? `signal ${signal}` : `code ${code}`
    if (!ready) {
      // A worker that cannot start (a port in use, a broken build) will not start on a retry either.
      console.error(`A worker (pid ${worker.process.pid}) exited with ${how} during start-up; stopping.`)
      void stop(1)
      return
    }
    const delayMs = restartDelay(info.delayMs, Date.now() - info.startedAt)
    console.error(`Worker ${worker.process.pid} exited with ${how}; starting another in ${delayMs / 1000} s.`)
    const timer = setTimeout(() => {
      restarts.delete(timer)
      if (!stopping) fork(delayMs)
    }, delayMs)
    restarts.add(timer)
  })

  /** Workers first (each finishes its requests, stops its jobs and closes its pool), then the database. */
  const stop = async (/** @type {number} */ exitCode) => {
    if (stopping) return
    stopping = true
    for (const timer of restarts) clearTimeout(timer)
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead())
    await Promise.all(
      running.map(
        (worker) =>
          new Promise((resolve) => {
            if (!worker) return resolve(undefined)
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS)
            worker.once('exit', () => {
              clearTimeout(kill)
              resolve(undefined)
            })
            worker.process.kill('SIGTERM')
          }),
      ),
    )
    await serverApp.shutdown().catch((error) => console.error(error))
    process.exit(exitCode)
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (!stopping) console.log(`${signal} received, shutting down ${byWorker.size} workers`)
      void stop(0)
    })
  }

  for (let i = 0; i < workers; i++) fork(0)
  // The primary lives until stop() exits the process.
  await new Promise(() => {})
}

/**
 * A page render allocates a few megabytes that die young. With V8's default young generation
 * (16 MB semi-spaces) a worker collected it several times per page under load and promoted what was
 * still in flight to the old generation, whose collections then stalled a request now and then.
 * 64 MB semi-spaces (measured with `npm run bench` on 2 cores, one run before and two after: product
 * page p95 at 1 connection 29 → 24.5 and 26 ms, menu pages at 20 connections 62 → 79 and 74 per
 * second, /api/products 369 → 497 and 451 per second) cost up to ~100 MB more memory per worker at
 * peak. An explicit setting (node's flag or NODE_OPTIONS) is left as it is.
 * @param {string[]} execArgv the primary's own node flags
 * @param {string | undefined} nodeOptions NODE_OPTIONS
 * @returns {string[]}
 */
export function workerExecArgv(execArgv, nodeOptions) {
  const set = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((flag) => /^--max-semi-space-size(=|$)/.test(flag))
  return set ? execArgv : [...execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`]
}

export const WORKER_SEMI_SPACE_MB = 64
