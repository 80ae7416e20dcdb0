import { hashPassword } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '~/db/client.server'
import { accounts, dispensaries, menus, states, users } from '~/db/schema'

/**
 * Operator accounts (issue 19), made by the chain's owner with `npm run operator:create`: a staff
 * account for one store, or another owner. A new account gets a random password, shown once to
 * whoever runs the command, which the person changes through "Forgot password"; an existing account
 * with that email keeps its password and is given the role (a shopper who starts working at a store).
 */

export type OperatorInput = { email: string; firstName: string; lastName: string; role: 'staff' | 'owner'; storeId: number | null }
export type OperatorResult = { userId: string; created: boolean; password: string | null; storeLabel: string | null }

export class OperatorInputError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is wrong with the input, or null. */
export function operatorInputProblem(input: OperatorInput): string | null {
  if (!EMAIL.test(input.email) || input.email.length > 254) return `"${input.email}" is not an email address.`
  if (!input.firstName.trim() || !input.lastName.trim()) return 'Give a first and a last name.'
  if (input.role === 'staff' && input.storeId === null) return 'A staff account needs its store: --store N.'
  if (input.role === 'owner' && input.storeId !== null) return 'An owner works on every store: leave out --store.'
  return null
}

export async function createOperator(db: Database, input: OperatorInput): Promise<OperatorResult> {
  const problem = operatorInputProblem(input)
  if (problem) throw new OperatorInputError(problem)
  let storeLabel: string | null = null
  let homeState = 'IL'
  let phone = '+13125550100'
  if (input.storeId !== null) {
    const [store] = await db
      .select({ name: dispensaries.name, kind: menus.kind, state: states.code, phone: dispensaries.phone })
      .from(menus)
      .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
      .innerJoin(states, eq(states.id, dispensaries.stateId))
      .where(eq(menus.storeId, input.storeId))
    if (!store) throw new OperatorInputError(`There is no store ${input.storeId}.`)
    storeLabel = `${store.name} · ${store.kind === 'medical' ? 'Medical' : 'Recreational'}`
    homeState = store.state
    if (/^\+1\d{10}$/.test(store.phone)) phone = store.phone
  }
  const email = input.email.trim().toLowerCase()
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)
  if (existing) {
    await db.update(users).set({ role: input.role, staffStoreId: input.storeId, updatedAt: new Date() }).where(eq(users.id, existing.id))
    return { userId: existing.id, created: false, password: null, storeLabel }
  }
  const password = randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password)
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email,
      name: `${input.firstName.trim()} ${input.lastName.trim()}`,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      // Operator accounts are not for shopping: the store's phone and state, no birthdate asked.
      phoneNumber: phone,
      birthdate: '1970-01-01',
      homeState,
      emailVerified: true,
      role: input.role,
      staffStoreId: input.storeId,
    })
    await tx.insert(accounts).values({ id: `${id}-credential`, accountId: id, providerId: 'credential', userId: id, password: passwordHash })
  })
  return { userId: id, created: true, password, storeLabel }
}
