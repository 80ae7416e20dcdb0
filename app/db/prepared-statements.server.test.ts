import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb, getPool } from './client.server'
import { forgetStatementNames, MAX_NAMED, PLAN_EACH_CALL, statementName } from './prepared-statements.server'

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
