import { randomUUID } from 'node:crypto'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'

/** A users row for the rewards tests (no password: these tests never sign in). */
export async function createTestMember(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID()
  const [row] = await getDb()
    .insert(users)
    .values({
      id,
      name: 'Rae Member',
      email: `member-${id}@example.com`,
      emailVerified: true,
      firstName: 'Rae',
      lastName: 'Member',
      phoneNumber: '+13125550123',
      birthdate: '1990-04-02',
      homeState: 'IL',
      ...overrides,
    })
    .returning()
  return row!
}
