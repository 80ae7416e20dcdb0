import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { BlogEntry } from '~/blog/blog-schema'
import { foldText } from '~/catalog/search/text'
import { getDb, type Database } from '~/db/client.server'
import type { Region } from '~/site/host-mode'
import { articleHit, type ArticleHit, type ArticleRow } from './hits'
import type { SortValue } from './rules'

/** One entry as the index stores it (the text columns folded for matching; the shown ones as written). */
export type IndexedEntry = {
  path: string
  kind: 'article' | 'recipe'
  slug: string
  category_slug: string
  title: string
  description: string
  category: string
  states: string[]
  publish_date: string
  preparation_time: number | null
  preparation_difficulty: string[]
  content_hash: string
  /** Folded text for the vector: title (A), sub-title and description (B), category and body (C). */
  text_a: string
  text_b: string
  text_c: string
}

/** Markdown as words: link targets, images, HTML tags and formatting marks dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The index row of an entry; its hash covers every indexed value, so any edit rewrites it. */
export function indexedEntry(entry: BlogEntry): IndexedEntry {
  const body = [
    entry.intro,
    ...entry.sections.flatMap((section) => [section.title, section.body]),
    ...(entry.type === 'recipe' ? [...entry.ingredients, ...entry.steps] : []),
  ]
    .map(plainText)
    .join(' ')
  const row: Omit<IndexedEntry, 'content_hash'> = {
    path: entry.path,
    kind: entry.type,
    slug: entry.slug,
    category_slug: entry.categorySlug,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    states: [...entry.states],
    publish_date: entry.publishDate,
    preparation_time: entry.type === 'recipe' ? entry.preparationTime : null,
    preparation_difficulty: entry.type === 'recipe' ? [...entry.preparationDifficulty] : [],
    text_a: foldText(entry.title),
    text_b: foldText(`${entry.subTitle} ${entry.description}`),
    text_c: foldText(`${entry.category} ${body}`),
  }
  return { ...row, content_hash: createHash('sha256').update(JSON.stringify(row)).digest('base64url') }
}

/**
 * Brings search_articles in line with the content: inserts new entries, rewrites changed ones (by
 * content hash) and deletes those no longer in the content, in one transaction. Run at every start
 * (app/boot.server.ts) and by the seed; a second run with the same content writes nothing.
 */
export async function syncArticleIndex(db: Database, entries: readonly BlogEntry[]): Promise<{ written: number; deleted: number }> {
  const rows = entries.map(indexedEntry)
  return db.transaction(async (tx) => {
    const deleted = await tx.execute(sql`
      delete from search_articles
      where not (path = any(${sql.param(rows.map((row) => row.path))}::text[]))
    `)
    const written = await tx.execute(sql`
      insert into search_articles (
        path, kind, slug, category_slug, title, description, category, states, publish_date,
        preparation_time, preparation_difficulty, content_hash, search_vector
      )
      select
        x.path, x.kind, x.slug, x.category_slug, x.title, x.description, x.category, x.states, x.publish_date,
        x.preparation_time, x.preparation_difficulty, x.content_hash,
        setweight(to_tsvector('english', x.text_a), 'A')
          || setweight(to_tsvector('english', x.text_b), 'B')
          || setweight(to_tsvector('english', x.text_c), 'C')
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        path text, kind text, slug text, category_slug text, title text, description text, category text,
        states text[], publish_date date, preparation_time int, preparation_difficulty text[], content_hash text,
        text_a text, text_b text, text_c text
      )
      on conflict (path) do update set
        kind = excluded.kind, slug = excluded.slug, category_slug = excluded.category_slug, title = excluded.title,
        description = excluded.description, category = excluded.category, states = excluded.states,
        publish_date = excluded.publish_date, preparation_time = excluded.preparation_time,
        preparation_difficulty = excluded.preparation_difficulty, content_hash = excluded.content_hash,
        search_vector = excluded.search_vector
      where search_articles.content_hash is distinct from excluded.content_hash
    `)
    return { written: written.rowCount ?? 0, deleted: deleted.rowCount ?? 0 }
  })
}

/**
 * The SQL condition of the Ohio-versus-Main domain filter (002 §6) on an entry's states, the same
 * rule as the blog's `shownInRegion`: entries about no state everywhere; on Ohio hosts only those
 * about Ohio; elsewhere never those about Ohio.
 */
function inRegion(region: Region) {
  return region === 'ohio' ? sql`(cardinality(states) = 0 or 'OH' = any(states))` : sql`not ('OH' = any(states))`
}

export type ArticleSearch = { hits: ArticleHit[]; total: number }

/**
 * Articles and recipes whose words match every word of the search (as prefixes, English stems),
 * published by `today` and shown in the region, newest or oldest first.
 */
export async function searchArticles(
  tsquery: string,
  options: { region: Region; sort: SortValue; limit: number; today: string },
): Promise<ArticleSearch> {
  const direction = options.sort === 'oldest' ? sql.raw('asc') : sql.raw('desc')
  const result = await getDb().execute<ArticleRow & { total: number }>(sql`
    select path, kind, slug, category_slug, title, description, category, publish_date::text as publish_date,
      preparation_time, preparation_difficulty, count(*) over ()::int as total
    from search_articles
    where search_vector @@ to_tsquery('english', ${tsquery})
      and publish_date <= ${options.today}::date
      and ${inRegion(options.region)}
    order by publish_date ${direction}, title, path
    limit ${options.limit}
  `)
  return { hits: result.rows.map(articleHit), total: result.rows[0]?.total ?? 0 }
}

/**
 * The entries at these paths that the region may read by `today`, in the order given (the
 * no-results block's suggested reading).
 */
export async function articlesAt(paths: readonly string[], options: { region: Region; today: string }): Promise<ArticleHit[]> {
  if (paths.length === 0) return []
  const result = await getDb().execute<ArticleRow>(sql`
    select path, kind, slug, category_slug, title, description, category, publish_date::text as publish_date,
      preparation_time, preparation_difficulty
    from search_articles
    where path = any(${sql.param([...paths])}::text[])
      and publish_date <= ${options.today}::date
      and ${inRegion(options.region)}
  `)
  const byPath = new Map(result.rows.map((row) => [row.path, row]))
  return paths.flatMap((path) => {
    const row = byPath.get(path)
    return row ? [articleHit(row)] : []
  })
}
