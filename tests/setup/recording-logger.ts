/** An error a test's stand-in logger recorded: the logger's category, its fields and message. */
export type LoggedError = { category: string; fields: unknown; message: string }

/**
 * A stand-in for `~/log.server` that records what is logged as an error (the test run's logger is
 * silent), for a test that checks a route logs its failures:
 *
 *   const logged = vi.hoisted(() => ({ errors: [] as LoggedError[] }))
 *   vi.mock('~/log.server', async () => (await import('../../tests/setup/recording-logger')).recordingLogModule(logged))
 */
export function recordingLogModule(logged: { errors: LoggedError[] }) {
  const child = (category: string) => ({
    error: (fields: unknown, message: string) => logged.errors.push({ category, fields, message }),
    warn: () => {},
    info: () => {},
    debug: () => {},
    child: ({ category: next }: { category?: string } = {}) => child(next ?? category),
  })
  return { log: child, logger: child('root') }
}
