import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getDb } from './client.server'
import { preparedQuery } from './prepared-query.server'
import { states } from './schema'

describe('a prepared drizzle query', () => {
  beforeEach(() => resetDatabase())

  it('is built once and runs with each call’s values', async () => {
    const db = getDb()
    await db.insert(states).values([
      { slug: 'illinois', name: 'Illinois', code: 'IL' },
      { slug: 'michigan', name: 'Michigan', code: 'MI' },
    ])
    let builds = 0
    const stateBySlug = preparedQuery((database) => {
      builds += 1
      return database
        .select({ name: states.name })
        .from(states)
        .where(eq(states.slug, sql.placeholder('slug')))
        .prepare('test_state_by_slug')
    })
    expect(await stateBySlug().execute({ slug: 'illinois' })).toEqual([{ name: 'Illinois' }])
    expect(await stateBySlug().execute({ slug: 'michigan' })).toEqual([{ name: 'Michigan' }])
    expect(await stateBySlug().execute({ slug: 'ohio' })).toEqual([])
    expect(builds).toBe(1)
  })
})
