import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDb } from '~/db/client.server'
import { foldSql } from './fold.server'
import { ACCENTED, foldText, UNACCENTED } from './text'

async function fold(text: string) {
  const { rows } = await getDb().execute<{ fast: string; full: string }>(
    sql`select ${foldSql(sql`${text}::text`)} as fast, translate(lower(${text}::text), ${ACCENTED}, ${UNACCENTED}) as full`,
  )
  return rows[0]!
}

describe('foldSql', () => {
  it.each([
    ['Blue Dream', 'blue dream'],
    ['OG KUSH #4 (3.5g)', 'og kush #4 (3.5g)'],
    ['', ''],
    ['Crème Brûlée', 'creme brulee'],
    ['PIÑA COLADA', 'pina colada'],
    ['Ærø', 'æro'],
    ['Søren’s “Blend”', 'soren’s “blend”'],
    ['Northmeadow Champaign, 1 Main St, Champaign, 61820, Illinois, IL', 'northmeadow champaign, 1 main st, champaign, 61820, illinois, il'],
  ])('folds %j as translate(lower()) and foldText do: %j', async (text, folded) => {
    const { fast, full } = await fold(text)
    expect(fast).toBe(full)
    expect(fast).toBe(folded)
    expect(foldText(text)).toBe(folded)
  })

  it('is null for null', async () => {
    const { rows } = await getDb().execute<{ folded: string | null }>(sql`select ${foldSql(sql`null::text`)} as folded`)
    expect(rows[0]!.folded).toBeNull()
  })
})
