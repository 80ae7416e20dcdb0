import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { resetDatabase } from './reset-database'

type TableImage = { table: string; columns: string[]; rows: string }
/** Every row of the app schema (as JSON, per table, parents before children) and every sequence's position. */
export type DatabaseImage = { tables: TableImage[]; sequences: { name: string; value: string | null }[] }

/**
 * Integration tests that need the same world before each test, and whose world takes seconds to
 * build (sign-ups hash passwords; a reservation goes through the checkout): build it once, take
 * its image, and put the image back before each test (`restoreDatabase`), in a fraction of the
 * time. The catalogue change log is left out, as resetDatabase keeps it (its ids never repeat).
 */
export async function imageOfDatabase(): Promise<DatabaseImage> {
  const db = getDb()
  const tables: TableImage[] = []
  for (const table of await tablesParentsFirst()) {
    const { rows: columns } = await db.execute<{ name: string }>(sql`
      select attname as name from pg_attribute
      where attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum
    `)
    const [{ rows }] = (
      await db.execute<{ rows: string }>(sql`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb)::text as rows from ${sql.identifier(table)} t`)
    ).rows as [{ rows: string }]
    if (rows !== '[]') tables.push({ table, columns: columns.map((c) => c.name), rows })
  }
  // The change log's own sequence goes on counting (restoring it would repeat its ids). In name
  // order: each truncate rewrites the sequences' catalogue rows, so their unordered order drifts.
  const { rows: sequences } = await db.execute<{ name: string; value: string | null }>(sql`
    select s.sequencename as name, s.last_value::text as value from pg_sequences s
    where s.schemaname = 'public' and not exists (
      select 1 from pg_depend d join pg_class t on t.oid = d.refobjid
      where d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass and d.deptype in ('a', 'i') and t.relname = 'catalogue_changes'
    )
    order by s.sequencename
  `)
  return { tables, sequences }
}

/** Empties the app schema and puts the image's rows and sequence positions back. */
export async function restoreDatabase(image: DatabaseImage): Promise<void> {
  await resetDatabase()
  const db = getDb()
  await db.transaction(async (tx) => {
    for (const { table, columns, rows } of image.tables) {
      const list = sql.raw(columns.map(quoteIdentifier).join(', '))
      await tx.execute(sql`
        insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${rows}::jsonb)
      `)
    }
    for (const { name, value } of image.sequences) {
      const sequence = `public.${quoteIdentifier(name)}`
      if (value === null) await tx.execute(sql`select setval(${sequence}::regclass, 1, false)`)
      else await tx.execute(sql`select setval(${sequence}::regclass, ${value}::bigint, true)`)
    }
  })
}

/** The app's tables (without the catalogue change log), each after every table it references. */
async function tablesParentsFirst(): Promise<string[]> {
  const db = getDb()
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'catalogue_changes' order by tablename`,
  )
  const { rows: references } = await db.execute<{ child: string; parent: string }>(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid
  `)
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1').replace(/""/g, '"')
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]))
  for (const { child, parent } of references) parents.get(unquote(child))?.add(unquote(parent))
  const ordered: string[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const place = (table: string) => {
    if (placed.has(table)) return
    if (visiting.has(table)) throw new Error(`imageOfDatabase: foreign keys form a cycle through ${table}`)
    visiting.add(table)
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) place(parent)
    visiting.delete(table)
    placed.add(table)
    ordered.push(table)
  }
  for (const { name } of tables) place(name)
  return ordered
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
