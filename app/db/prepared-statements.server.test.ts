import { sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb, getPool } from './client.server'
import { forgetStatementNames, MAX_NAMED, ONE_GENERIC_PLAN, PLAN_EACH_CALL, statementName } from './prepared-statements.server'

async function preparedOn(client: { query: (text: string) => Promise<{ rows: { statement: string }[] }> }, text: string) {
  const { rows } = await client.query('select statement from pg_prepared_statements')
  return rows.filter((row) => row.statement === text).length
}

describe('statement names', () => {
  beforeEach(() => forgetStatementNames())

  it('names a text the second time it comes, and keeps that name', () => {
    expect(statementName('select $1::int')).toBeUndefined()
    const name = statementName('select $1::int')
    expect(name).toMatch(/^nm\d+$/)
    expect(statementName('select $1::int')).toBe(name)
    expect(statementName('select $1::text')).toBeUndefined()
  })

  it(`names at most ${MAX_NAMED} texts; the named keep their names, later ones run unnamed`, () => {
    const first = 'select $1::int as first'
    statementName(first)
    const kept = statementName(first)
    for (let i = 1; i < MAX_NAMED; i++) {
      statementName(`select $1::int + ${i}`)
      expect(statementName(`select $1::int + ${i}`)).toBeDefined()
    }
    statementName('select $1::int as late')
    expect(statementName('select $1::int as late')).toBeUndefined()
    expect(statementName(first)).toBe(kept)
  })

  it('never names a text that asks to be planned for each call', () => {
    const text = `${PLAN_EACH_CALL} select $1::int`
    for (let i = 0; i < 3; i++) expect(statementName(text)).toBeUndefined()
  })

  it('never gives a name again to another text, even after forgetting', () => {
    statementName('select $1::int as a')
    const a = statementName('select $1::int as a')
    forgetStatementNames()
    statementName('select $1::int as b')
    expect(statementName('select $1::int as b')).not.toBe(a)
  })
})

describe('prepared statements on the pool', () => {
  beforeEach(() => forgetStatementNames())

  it('prepares a parameterised statement on its second run, then reuses it on that connection', async () => {
    const client = await getPool().connect()
    try {
      const text = 'select $1::int + 1 as n'
      expect((await client.query(text, [1])).rows[0]).toEqual({ n: 2 })
      expect(await preparedOn(client, text)).toBe(0)
      expect((await client.query({ text, values: [2] })).rows[0]).toEqual({ n: 3 })
      expect(await preparedOn(client, text)).toBe(1)
      expect((await client.query(text, [41])).rows[0]).toEqual({ n: 42 })
      expect(await preparedOn(client, text)).toBe(1)
    } finally {
      client.release()
    }
  })

  it('leaves text without parameters unnamed', async () => {
    const client = await getPool().connect()
    try {
      const text = "select 'plain' as word"
      for (let i = 0; i < 3; i++) expect((await client.query(text)).rows[0]).toEqual({ word: 'plain' })
      expect(await preparedOn(client, text)).toBe(0)
    } finally {
      client.release()
    }
  })

  it('tries a statement that failed to prepare again, and the connection carries on', async () => {
    const client = await getPool().connect()
    try {
      const text = 'select id from prepared_later where id = $1'
      await expect(client.query(text, [1])).rejects.toThrow(/prepared_later/)
      // Named now: its Parse fails too, and node-postgres must not think it prepared.
      await expect(client.query(text, [1])).rejects.toThrow(/prepared_later/)
      await client.query('create temporary table prepared_later (id int)')
      await client.query('insert into prepared_later values (1)')
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1 }])
      expect(await preparedOn(client, text)).toBe(1)
    } finally {
      client.release()
    }
  })

  it('names what drizzle runs (here in a transaction, on one connection)', async () => {
    const db = getDb()
    const found = await db.transaction(async (tx) => {
      const probe = () => tx.execute<{ n: number }>(sql`select ${7}::int * 6 as n`)
      await probe()
      const second = await probe()
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%::int * 6 as n'}`,
      )
      return { answer: second.rows[0]?.n, prepared: rows[0]?.n }
    })
    expect(found).toEqual({ answer: 42, prepared: 1 })
  })
})

describe('plan choice', () => {
  type Plans = { generic_plans: string; custom_plans: string }
  const plansOf = async (client: pg.PoolClient, name: string): Promise<Plans | undefined> =>
    (await client.query<Plans>('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name])).rows[0]
  const mode = async (client: pg.PoolClient) => (await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]?.plan_cache_mode

  it('runs a ONE_GENERIC_PLAN statement on the generic plan from its first call, and leaves the others to the default', async () => {
    const client = await getPool().connect()
    try {
      const generic = { name: 'test-one-generic-plan', text: `${ONE_GENERIC_PLAN} select $1::int * 2 as n` }
      const other = { name: 'test-default-plan', text: 'select $1::int * 3 as n' }
      expect((await client.query({ ...generic, values: [21] })).rows).toEqual([{ n: 42 }])
      expect(await mode(client)).toBe('force_generic_plan')
      expect(await plansOf(client, generic.name)).toEqual({ generic_plans: '1', custom_plans: '0' })
      // The next parameterised statement runs on the session's default again: custom plans first.
      expect((await client.query({ ...other, values: [14] })).rows).toEqual([{ n: 42 }])
      expect(await plansOf(client, other.name)).toEqual({ generic_plans: '0', custom_plans: '1' })
      expect(await mode(client)).toBe('auto')
      await client.query({ ...generic, values: [1] })
      expect(await plansOf(client, generic.name)).toEqual({ generic_plans: '2', custom_plans: '0' })
    } finally {
      client.release()
    }
  })

  it('switches again after a rollback undid the switch', async () => {
    const client = await getPool().connect()
    try {
      const generic = { name: 'test-generic-after-rollback', text: `${ONE_GENERIC_PLAN} select $1::int + 1 as n` }
      await client.query('begin')
      await client.query({ ...generic, values: [1] })
      await client.query('rollback')
      expect(await mode(client)).toBe('auto')
      await client.query({ ...generic, values: [2] })
      expect(await plansOf(client, generic.name)).toEqual({ generic_plans: '2', custom_plans: '0' })
      await client.query('select $1::int', [1])
      expect(await mode(client)).toBe('auto')
    } finally {
      client.release()
    }
  })

  it('runs the statement after the switch, never queued behind it (callback and promise forms)', async () => {
    // node-postgres runs one query at a time per connection; calling query() while one runs queues
    // it, which pg 8 deprecates. Count the calls made while another was in flight on that client.
    const original = pg.Client.prototype.query
    const inFlight = new WeakMap<object, number>()
    let queued = 0
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const running = inFlight.get(this) ?? 0
      if (running > 0) queued += 1
      inFlight.set(this, running + 1)
      const settle = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1)
      const at = args.findIndex((arg) => typeof arg === 'function')
      if (at >= 0) {
        const done = args[at] as (...result: unknown[]) => unknown
        args[at] = (...result: unknown[]) => {
          settle()
          return done(...result)
        }
      }
      const result = (original as (...args: unknown[]) => unknown).apply(this, args)
      if (at < 0) void Promise.resolve(result).then(settle, settle)
      return result as never
    })
    try {
      const generic = { name: 'test-generic-callback', text: `${ONE_GENERIC_PLAN} select $1::int * 5 as n` }
      // The pool's own path: a callback, on a client it checks out for the one statement.
      const viaCallback = await new Promise((resolve, reject) =>
        getPool().query({ ...generic, values: [2] }, (error: Error | undefined, result: { rows: unknown[] }) => (error ? reject(error) : resolve(result.rows))),
      )
      expect(viaCallback).toEqual([{ n: 10 }])
      const client = await getPool().connect()
      try {
        for (let i = 0; i < 3; i++) {
          expect((await client.query({ ...generic, values: [i] })).rows).toEqual([{ n: i * 5 }])
          expect((await client.query('select $1::int + 1 as n', [i])).rows).toEqual([{ n: i + 1 }])
        }
      } finally {
        client.release()
      }
      expect(queued).toBe(0)
    } finally {
      spy.mockRestore()
    }
  })
})
