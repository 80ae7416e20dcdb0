import pg from 'pg'

/*
 * Every parameterised statement the app runs a second time becomes a named (prepared) statement on
 * each pooled connection, so PostgreSQL parses and plans it once per connection instead of once per
 * call. Drizzle and raw `sql` queries go out unnamed: on the product page, planning was 3.4 ms of
 * PostgreSQL's ~4.4 ms per page (pg_stat_statements on the bench chain), against ~1 ms of execution.
 *
 * - Only statements with parameters (the extended protocol) are named; plain text runs as it is.
 * - A text is named when it comes a second time, so a one-off text (a migration, an operator's
 *   import) takes no name. At most `MAX_NAMED` texts per process are named; past that a new text
 *   runs unnamed, as before, which bounds what each connection keeps prepared.
 * - Names are per process (`nm1`, `nm2`, …); node-postgres prepares a name on each connection the
 *   first time that connection runs it, and re-prepares it after a failed Parse.
 * - PostgreSQL chooses between a custom and a generic plan per statement (plan_cache_mode auto:
 *   custom plans for the first five runs, then the generic one only when it costs about as much).
 *   The menu search's statements were named this way already (app/catalog/search/statement.server.ts).
 *   A statement can ask for the generic plan from its first run (ONE_GENERIC_PLAN) or for a plan
 *   per call (PLAN_EACH_CALL).
 */

/**
 * A statement whose text holds this comment is never named: PostgreSQL plans it for each call's
 * values. For a statement whose generic plan PostgreSQL picks although it runs slower than the
 * custom ones (the search page's products across stores: 8.1 ms generic, 5.6 ms + 1.7 ms of
 * planning custom, on the bench chain).
 */
export const PLAN_EACH_CALL = '/* planned for each call */'

/**
 * A statement whose text holds this comment runs on PostgreSQL's generic plan from its first call:
 * the connection switches `plan_cache_mode` to `force_generic_plan` for it, and back to the
 * session's default before the next parameterised statement, one round trip each way. For a
 * statement written for one plan whatever its values (every filter a parameter that may be null),
 * which PostgreSQL's own choice kept planning for each call: the menu search with a text query
 * planned each call for 0.7–1.9 ms and then ran slower than on the generic plan (2.0–3.3 ms
 * against 0.6–2.0 ms, on the bench chain).
 */
export const ONE_GENERIC_PLAN = '/* one generic plan */'

/** Named texts per process, at most. */
export const MAX_NAMED = 400
/** Texts seen once, kept to spot the second sighting; forgotten all at once when this many. */
const MAX_SEEN = 5_000

const names = new Map<string, string>()
let seenOnce = new Set<string>()
/** Never reset: a name must not come back for another text on a connection that prepared it. */
let lastName = 0

/** The statement name for a parameterised text, once it is worth one (see above); undefined otherwise. */
export function statementName(text: string): string | undefined {
  const named = names.get(text)
  if (named !== undefined) return named
  if (text.includes(PLAN_EACH_CALL)) return undefined
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN) seenOnce = new Set()
    seenOnce.add(text)
    return undefined
  }
  if (names.size >= MAX_NAMED) return undefined
  seenOnce.delete(text)
  lastName += 1
  const name = `nm${lastName}`
  names.set(text, name)
  return name
}

/** For tests: forget every text (connections keep what they prepared; new names never reuse theirs). */
export function forgetStatementNames(): void {
  names.clear()
  seenOnce = new Set()
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown }

const hasValues = (values: unknown): boolean => Array.isArray(values) && values.length > 0

/**
 * `pg.Client` that names repeated parameterised statements (pass it to the pool as `Client`).
 * Leaves alone what already has a name, submittable queries (cursors, streams) and text without
 * parameters.
 */
export class PreparingClient extends pg.Client {
  /**
   * The connection's `plan_cache_mode` as this client left it: 'default' as the session began (or
   * after a reset), 'generic' after switching it for a ONE_GENERIC_PLAN statement, 'unknown' when
   * a rollback may have undone the last switch or a switch failed (the next statement sets it).
   */
  private planMode: 'default' | 'generic' | 'unknown' = 'default'

  // node-postgres' query() is overloaded many ways; this passes every form through unchanged but one.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    let named = config
    let switchFirst: string | undefined
    if (typeof config === 'string') {
      switchFirst = this.planFor(config, hasValues(values))
      if (hasValues(values)) {
        const name = statementName(config)
        if (name) named = { text: config, name }
      }
    } else if (config !== null && typeof config === 'object') {
      const query = config as QueryConfig
      if (typeof query.text === 'string' && typeof query.submit !== 'function') {
        const parameterised = hasValues(values) || hasValues(query.values)
        switchFirst = this.planFor(query.text, parameterised)
        if (query.name === undefined && parameterised) {
          const name = statementName(query.text)
          if (name) named = { ...query, name }
        }
      }
    }
    const send = () => (super.query as (...args: unknown[]) => never)(named, values, callback)
    if (switchFirst === undefined) return send()
    // The statement goes once the switch is done: node-postgres runs one query at a time on a
    // connection and no longer wants another queued behind a running one (deprecated in pg 8). A
    // failed switch only costs a plan choice (say, in an aborted transaction, where the statement
    // meets its own error); the next statement tries again.
    const switched = (super.query(switchFirst) as Promise<unknown>).catch(() => {
      this.planMode = 'unknown'
    })
    const done = typeof callback === 'function' ? callback : typeof values === 'function' ? values : undefined
    if (!done) return switched.then(send) as never
    void switched.then(() => {
      try {
        send()
      } catch (error) {
        ;(done as (error: unknown) => void)(error)
      }
    })
    return undefined as never
  }

  /** The switch of `plan_cache_mode` a statement needs before it runs, if any. */
  private planFor(text: string, parameterised: boolean): string | undefined {
    let wanted: 'default' | 'generic'
    if (text.includes(ONE_GENERIC_PLAN)) wanted = 'generic'
    else if (parameterised) wanted = 'default'
    else {
      // A rollback (to a savepoint too) undoes a switch made inside it.
      if (/\brollback\b/i.test(text)) this.planMode = 'unknown'
      return undefined
    }
    if (this.planMode === wanted) return undefined
    this.planMode = wanted
    return wanted === 'generic' ? 'set plan_cache_mode = force_generic_plan' : 'reset plan_cache_mode'
  }
}
