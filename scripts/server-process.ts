/**
 * The production server as a child process, for the measuring scripts (bench, Lighthouse): started
 * with `node server.js` on a scratch data dir (the first start there seeds the demo chain), on
 * loopback, quiet but for warnings; its stderr is kept line by line with a count, to be shown once
 * at the end rather than in the middle of a table.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export type ServerOptions = { port: number; dataDir: string; env?: Record<string, string> }

/** Distinct stderr lines of every server this process started, with how often each came. */
export const serverStderr = new Map<string, number>()

export function startServer({ port, dataDir, env = {} }: ServerOptions): ChildProcess {
  // WEB_CONCURRENCY and the rest of the environment pass through; these are the measuring set-up's.
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let pending = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      // Timestamps and pids would make every repeat look new.
      const key = line.replace(/"time":"[^"]*",?/, '').replace(/\(node:\d+\)/, '(node)').trim()
      if (key) serverStderr.set(key, (serverStderr.get(key) ?? 0) + 1)
    }
  })
  return child
}

/** Milliseconds from `started` to the first 200 from /healthz; throws if the server exits first. */
export async function untilHealthy(base: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`)
    try {
      const response = await fetch(`${base}/healthz`)
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export function printServerStderr(): void {
  if (serverStderr.size === 0) return
  console.log('\nserver stderr (each distinct line once, with how often it came):')
  for (const [line, count] of serverStderr) console.log(`  ${count > 1 ? `${count}× ` : ''}${line.slice(0, 300)}`)
}
