import { getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'

/**
 * Insert many rows with one statement per chunk: each column travels as a single array parameter
 * and `unnest` turns the arrays back into rows, so 100,000 rows cost a handful of round trips
 * instead of 100,000. Rows are keyed by the drizzle property names and must carry every column.
 */
export async function insertRows<T extends PgTable>(
  client: pg.ClientBase,
  table: T,
  rows: readonly T['$inferSelect'][],
  chunkSize = 25_000,
): Promise<void> {
  if (!rows.length) return
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const sqlType = column.getSQLType()
    const isArray = sqlType.endsWith('[]')
    const isJson = sqlType === 'json' || sqlType === 'jsonb'
    // serial is not a real type name outside CREATE TABLE.
    const baseType = sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType
    return { key, name: column.name, isArray, isJson, paramType: isArray ? 'text' : baseType, castTo: isArray ? sqlType : null }
  })
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  const names = columns.map((c) => quote(c.name)).join(', ')
  const select = columns.map((c, i) => (c.castTo ? `c${i}::${c.castTo}` : `c${i}`)).join(', ')
  const params = columns.map((c, i) => `$${i + 1}::${c.paramType}[]`).join(', ')
  const aliases = columns.map((_, i) => `c${i}`).join(', ')
  const text = `insert into ${quote(getTableName(table))} (${names}) select ${select} from unnest(${params}) as u(${aliases})`

  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize)
    const values = columns.map((column) =>
      chunk.map((row) => toParam((row as Record<string, unknown>)[column.key], column.isArray, column.isJson)),
    )
    await client.query(text, values)
  }
}

function toParam(value: unknown, isArray: boolean, isJson: boolean): unknown {
  if (value === null || value === undefined) return null
  if (isJson) return JSON.stringify(value)
  if (isArray) return arrayLiteral(value as unknown[])
  if (value instanceof Date) return value.toISOString()
  return value
}

/** A PostgreSQL array literal for a one-dimensional array of strings or numbers. */
export function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
  return `{${items.join(',')}}`
}
