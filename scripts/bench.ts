/**
 * The project's benchmark: `npm run bench` (after `npm run build`).
 * Measures, against the production build on this machine:
 *  - cold start to the first 200 from /healthz with an empty data dir (init, migrate, seed),
 *  - start with the existing data dir,
 *  - server response time of the pages named below over N sequential requests on loopback.
 * Options: --requests N (default 50), --port P (default 3199), --keep (keep the scratch data dir).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    port: { type: 'string', default: '3199' },
    keep: { type: 'boolean', default: false },
  },
})
const requests = Number(values.requests)
const port = Number(values.port)
if (!Number.isInteger(requests) || requests < 1 || requests > 10_000) fail('--requests must be a whole number from 1 to 10000')
if (!Number.isInteger(port) || port < 1024 || port > 65535) fail('--port must be between 1024 and 65535')
if (!existsSync('build/server/index.js')) fail('No build found: run `npm run build` first.')

const base = `http://127.0.0.1:${port}`
const dataDir = path.resolve('.tmp', `bench-${process.pid}`)

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function untilHealthy(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode} before it was healthy.`)
    try {
      const response = await fetch(`${base}/healthz`)
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function time(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

async function measure(label: string, url: string) {
  for (let i = 0; i < 5; i++) await time(url) // warm caches and the connection pool
  const samples: number[] = []
  for (let i = 0; i < requests; i++) {
    const { ms, status } = await time(url)
    if (status !== 200) fail(`${url} answered ${status}`)
    samples.push(ms)
  }
  samples.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(34)} median ${percentile(samples, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(samples, 95)
      .toFixed(1)
      .padStart(7)} ms   (${requests} requests, ${url.replace(base, '')})`,
  )
}

async function firstLink(pageUrl: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(pageUrl)).text()
  const match = html.match(pattern)
  if (!match) fail(`No link matching ${pattern} on ${pageUrl}`)
  return `${base}${match[1]}`
}

await rm(dataDir, { recursive: true, force: true })
let started = performance.now()
let server = startServer()
const cold = await untilHealthy(server, started)
await stopServer(server)
started = performance.now()
server = startServer()
const warm = await untilHealthy(server, started)
console.log(`cold start, empty data dir (init + migrate + seed)  ${(cold / 1000).toFixed(2)} s to the first 200 from /healthz`)
console.log(`start with the existing data dir                    ${(warm / 1000).toFixed(2)} s to the first 200 from /healthz`)

try {
  const dispensary = await firstLink(`${base}/dispensaries`, /href="(\/dispensaries\/[a-z-]+\/[a-z0-9-]+)\/?"/)
  const menu = await firstLink(dispensary, /href="(\/dispensaries\/[a-z-]+\/[a-z0-9-]+\/\d+\/[a-z-]+)\/?"/)
  await measure('menu route (first 20 products)', menu)
  await measure('dispensary home', dispensary)
  await measure('dispensaries index', `${base}/dispensaries`)
  await measure('home', `${base}/`)
  await measure('healthz', `${base}/healthz`)
} finally {
  await stopServer(server)
  if (!values.keep) await rm(dataDir, { recursive: true, force: true })
}
