import { sql } from 'drizzle-orm'
import { foldSql } from '~/catalog/search/fold.server'
import { getDb } from '~/db/client.server'
import type { OpeningHours } from '~/db/schema'
import { todayHours } from '~/dispensaries/hours'
import { COMING_SOON_TAG } from '~/dispensaries/licences'
import type { Region } from '~/site/host-mode'
import type { DispensaryHit } from './hits'

type Row = {
  name: string
  slug: string
  state_slug: string
  state_code: string
  street1: string
  street2: string | null
  city: string
  zip: string
  phone: string
  time_zone: string
  hours: OpeningHours[]
  tags: string[]
  total: number
}

export type DispensarySearch = { hits: DispensaryHit[]; total: number }

/**
 * Dispensaries the region lists (002 §6: Ohio's only on Ohio hosts, never elsewhere) whose name,
 * street, city, zip or state match every word, as prefixes: those whose name holds every word
 * first, open ones before those coming soon, then by name. A chain has a few hundred dispensaries
 * at most, so the words are read from the rows as they are scanned.
 */
export async function searchDispensaries(tsquery: string, options: { region: Region; limit: number; now: Date }): Promise<DispensarySearch> {
  const words = sql`concat_ws(' ', d.name, d.street1, d.street2, d.city, d.zip, s.name, s.code)`
  const result = await getDb().execute<Row>(sql`
    select d.name, d.slug, s.slug as state_slug, s.code as state_code, d.street1, d.street2, d.city, d.zip,
      d.phone, d.time_zone, d.hours, d.tags, count(*) over ()::int as total
    from dispensaries d
    join states s on s.id = d.state_id
    where to_tsvector('simple', ${foldSql(words)}) @@ to_tsquery('simple', ${tsquery})
      and (s.code = 'OH') = ${options.region === 'ohio'}
    order by
      to_tsvector('simple', ${foldSql(sql`d.name`)}) @@ to_tsquery('simple', ${tsquery}) desc,
      ${COMING_SOON_TAG} = any(d.tags), d.name, d.id
    limit ${options.limit}
  `)
  return {
    total: result.rows[0]?.total ?? 0,
    hits: result.rows.map((row) => ({
      name: row.name,
      slug: row.slug,
      path: `/dispensaries/${row.state_slug}/${row.slug}`,
      city: row.city,
      address: { street1: row.street1, street2: row.street2, city: row.city, stateCode: row.state_code, zip: row.zip },
      phone: row.phone,
      timeZone: row.time_zone,
      today: todayHours(row.hours, row.time_zone, options.now),
      tags: row.tags,
      comingSoon: row.tags.includes(COMING_SOON_TAG),
      menus: [],
    })),
  }
}
