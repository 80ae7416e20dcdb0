import type { OpeningHours } from '~/db/schema'

/** What a route's loader or action answered, returned or thrown: status, headers and data. */
export type Outcome = { status: number; headers: Headers; body: unknown }

/** A loader/action outcome, returned or thrown, as status, headers and data. */
export async function settle(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, body: null }
  const init = (value as { init?: ResponseInit | null; data?: unknown; type?: string }) ?? {}
  if (init.type === 'DataWithResponseInit') {
    return { status: init.init?.status ?? 200, headers: new Headers(init.init?.headers), body: init.data }
  }
  return { status: 200, headers: new Headers(), body: value }
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
/** Open around the clock, so a pickup window is on offer whenever a test runs. */
export const ALL_DAY: OpeningHours[] = DAYS.map((day) => ({ day, from: '00:00', to: '23:59', customLabel: null, fromMedical: null, toMedical: null }))
