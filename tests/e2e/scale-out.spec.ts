import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestInfo } from '@playwright/test'
import { e2eDatabaseUrl, e2eDataDir, withE2eDatabase } from './e2e-database'
import { expect, test } from './test'

/**
 * Issue 13, room to scale out: in production server.js runs a cluster of workers (server/cluster.js),
 * and several app servers may stand behind a load balancer, all on one PostgreSQL. A visitor's rate
 * limits are rows in that database, so they count the same whichever process answers. These tests
 * start app servers of their own beside the Playwright one (on its port + 1 and + 2), so they run
 * once per run, in the desktop project, one after the other.
 */
test.describe.configure({ mode: 'serial' })

type AppServer = {
  child: ChildProcess
  origin: string
  stdout: string[]
  stderr: string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function startServer(port: number, env: Record<string, string>): AppServer {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address this spec calls it by: writes must come from the public origin (server/guards.ts).
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stdout: string[] = []
  const stderr: string[] = []
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, origin: `http://127.0.0.1:${port}`, stdout, stderr, exited }
}

async function untilHealthy(server: AppServer, timeoutMs: number): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited (${server.child.exitCode}): ${server.stderr.join('')}`)
        return fetch(`${server.origin}/healthz`).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: timeoutMs, intervals: [250] },
    )
    .toBe(200)
}

/** SIGTERM, as a process manager stops the app; then how it ended. */
async function stopServer(server: AppServer) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM')
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 30_000)
  try {
    return await server.exited
  } finally {
    clearTimeout(killer)
  }
}

/** The processes of this machine as pid, parent pid and command line (Linux /proc). */
function processes(): { pid: number; ppid: number; command: string }[] {
  const found: { pid: number; ppid: number; command: string }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (comm) state ppid …": the command name may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
      found.push({ pid: Number(entry), ppid, command })
    } catch {
      // gone while we looked
    }
  }
  return found
}

function isAlive(pid: number): boolean {
  return processes().some((p) => p.pid === pid)
}

function portAfterPlaywrights(info: TestInfo, offset: number): number {
  const base = info.project.use.baseURL
  if (!base) throw new Error('scale-out.spec.ts needs use.baseURL')
  return Number(new URL(base).port) + offset
}

test('two app servers on one database, one a cluster of two workers: both serve pages and a visitor counts once against a limit', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'Starts servers of its own: once per run.')
  test.setTimeout(120_000)
  const single = new URL(info.project.use.baseURL!).origin
  const cluster = startServer(portAfterPlaywrights(info, 1), {
    DATABASE_URL: await e2eDatabaseUrl(),
    DATA_DIR: e2eDataDir(),
    WEB_CONCURRENCY: '2',
  })
  try {
    await untilHealthy(cluster, 60_000)
    const workers = processes().filter((p) => p.ppid === cluster.child.pid)
    expect(workers.map((p) => p.command.endsWith('server.js'))).toEqual([true, true])

    for (const origin of [single, cluster.origin]) {
      const menu = await request.get(`${origin}/dispensaries/`)
      expect(menu.status()).toBe(200)
      expect(await menu.text()).toContain('Northmeadow')
    }

    // Helpful votes: 30 per client address per minute. No such review, so nothing changes; every
    // attempt counts all the same. Alternate servers; the cluster spreads its share over its workers.
    // The visitor cookie comes from a cookie-less vote on a real review, which counts nothing and
    // answers 428 with the cookie; both servers accept it, as they sign with the one secret of the
    // data dir.
    const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
    const reviewId = await withE2eDatabase(async (db) => (await db.query<{ id: number }>('select id from reviews where not hidden limit 1')).rows[0]!.id)
    const first = await request.post(`${single}/api/reviews/${reviewId}/helpful`, { headers: { Origin: single, 'X-Forwarded-For': client } })
    expect(first.status()).toBe(428)
    const visitor = /^(nm_visitor=[^;]+)/.exec(first.headers()['set-cookie'] ?? '')?.[1] ?? ''
    expect(visitor).toMatch(/^nm_visitor=[0-9a-f-]{36}\./)
    const vote = (origin: string) =>
      request.post(`${origin}/api/reviews/2147483647/helpful`, { headers: { Origin: origin, 'X-Forwarded-For': client, Cookie: visitor } })
    const statuses: number[] = []
    for (let i = 1; i < 30; i++) statuses.push((await vote(i % 2 ? cluster.origin : single)).status())
    expect(statuses).toEqual(Array(29).fill(404))
    const limited = [await vote(single), await vote(cluster.origin), await vote(cluster.origin)]
    expect(limited.map((response) => response.status())).toEqual([429, 429, 429])
    for (const response of limited) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
  } finally {
    await stopServer(cluster)
  }
  expect(await cluster.exited, cluster.stderr.join('')).toEqual({ code: 0, signal: null })
  expect(processes().filter((p) => p.ppid === cluster.child.pid)).toEqual([])
  // The Playwright server is still there.
  expect((await request.get(`${single}/healthz`)).status()).toBe(200)
})

test('the cluster on its own embedded PostgreSQL starts two workers, and SIGTERM stops the workers, then the database', async ({
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'Starts servers of its own: once per run.')
  // A first start: the primary creates the cluster, migrates and seeds the demo chain.
  test.setTimeout(240_000)
  const port = portAfterPlaywrights(info, 2)
  const dataDir = path.resolve(`.tmp/e2e-cluster-${port}`)
  await rm(dataDir, { recursive: true, force: true })
  const server = startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' })
  try {
    await untilHealthy(server, 200_000)
    // The first worker to listen answers /healthz; the primary says it is ready once both do.
    await expect
      .poll(() => server.stdout.join(''), { timeout: 30_000 })
      .toContain(`Storefront ready on http://localhost:${port} (listening on 127.0.0.1; 2 worker processes)`)
    const children = processes().filter((p) => p.ppid === server.child.pid)
    const workers = children.filter((p) => p.command.endsWith('server.js'))
    expect(workers).toHaveLength(2)
    // The postmaster names its data dir on its command line; only the primary started it.
    const postgres = processes().filter((p) => p.command.includes(path.join(dataDir, 'postgres')))
    expect(postgres).toHaveLength(1)
    expect(postgres[0]?.ppid).toBe(server.child.pid)

    expect(await (await request.get(`${server.origin}/healthz`)).json()).toEqual({ status: 'ok', db: 'ok' })
    expect((await request.get(`${server.origin}/dispensaries/`)).status()).toBe(200)

    expect(await stopServer(server)).toEqual({ code: 0, signal: null })
    for (const p of [...workers, ...postgres]) expect(isAlive(p.pid), p.command).toBe(false)
    expect(processes().filter((p) => p.command.includes(dataDir))).toEqual([])
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  } finally {
    await stopServer(server)
    await rm(dataDir, { recursive: true, force: true })
  }
})
