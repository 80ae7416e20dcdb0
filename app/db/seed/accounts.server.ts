import { hashPassword } from 'better-auth/crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { getEnv } from '~/env.server'
import { addMonthsUtc, earnedPointsExpireAt } from '~/rewards/ledger'
import type { Database } from '../client.server'
import { accounts, dispensaries, medicalCards, menus, rewardLedger, states, users } from '../schema'
import { startOfDay } from './builders'
import { seedDemoOrders } from './demo-orders.server'

/**
 * The demo accounts (issue 5): a verified shopper with fourteen months of rewards history (and,
 * issue 6, past orders), a shopper who has not verified their email yet, and one staff account per
 * store and the chain's owner (issue 19). All sign in with DEMO_PASSWORD. Everything is
 * fixed or counted from `referenceDate` (midnight UTC) except the password hash, which better-auth
 * salts afresh each time.
 */
export const DEMO_PASSWORD = 'Meadow-demo-2026'

export const DEMO_SHOPPER = {
  id: '6d2c1e2a-0d35-4f3e-9a51-5e0d00000001',
  email: 'demo@northmeadow.example',
  firstName: 'Dana',
  lastName: 'Meadows',
  phoneNumber: '+13125550148',
  birthdate: '1988-05-14',
  homeState: 'IL',
} as const

export const DEMO_NEW_SHOPPER = {
  id: '6d2c1e2a-0d35-4f3e-9a51-5e0d00000002',
  email: 'new@northmeadow.example',
  firstName: 'Nico',
  lastName: 'Newman',
  phoneNumber: '+13125550163',
  birthdate: '1995-09-03',
  homeState: 'IL',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** Days from the reference date at a given UTC hour (orders happen in the afternoon). */
function at(reference: Date, days: number, hour = 17): Date {
  return new Date(reference.getTime() + days * DAY_MS + hour * 60 * 60 * 1000)
}

type LedgerRow = typeof rewardLedger.$inferInsert

/**
 * The demo shopper's ledger, counted from `reference`: a welcome bonus and two orders 13–14 months
 * ago (a 100-point redemption used the bonus and part of the first order; the rest expired), an order whose
 * 112 points expire 24 days after the reference date, and three later orders. At the reference
 * date: balance 526, 112 points expiring.
 */
export function demoLedger(userId: string, reference: Date, expiryMonths: number): LedgerRow[] {
  const earn = (points: number, order: string, occurredAt: Date): LedgerRow => ({
    userId,
    kind: 'earn',
    points,
    description: `Order ${order}`,
    reference: order,
    occurredAt,
    expiresAt: earnedPointsExpireAt(occurredAt, expiryMonths),
  })
  const joined = addMonthsUtc(at(reference, 0, 16), -14)
  // Earned so that it expires 24 days from the reference date, whatever REWARDS_EXPIRY_MONTHS is.
  const expiringSoon = addMonthsUtc(at(reference, 24), -expiryMonths)
  return [
    { userId, kind: 'adjust', points: 25, description: 'Welcome bonus', reference: 'welcome', occurredAt: joined, expiresAt: null },
    earn(180, 'NM-10231', new Date(joined.getTime() + 60 * 60 * 1000)),
    earn(64, 'NM-10877', addMonthsUtc(at(reference, 3), -13)),
    {
      userId,
      kind: 'redeem',
      points: -100,
      description: 'Redeemed 100 points for $3 off',
      reference: 'NM-11042',
      occurredAt: addMonthsUtc(at(reference, 10), -13),
      expiresAt: null,
    },
    earn(112, 'NM-11630', expiringSoon),
    earn(41, 'NM-12318', addMonthsUtc(at(reference, -9), -8)),
    earn(286, 'NM-13002', addMonthsUtc(at(reference, 2), -5)),
    earn(87, 'NM-13954', at(reference, -21)),
  ]
}

/** An Illinois store to be the demo shopper's home dispensary (one that is open, if any is). */
async function illinoisDispensary(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: dispensaries.id })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .where(and(eq(states.code, 'IL')))
    .orderBy(sql`'coming-soon' = any(${dispensaries.tags})`, asc(dispensaries.id))
    .limit(1)
  return row?.id ?? null
}

export type DemoAccountsOptions = { referenceDate?: Date }

/** The staff account of a store (issue 6): it signs in with DEMO_PASSWORD and sees that store's order board. */
export function staffEmail(storeId: number): string {
  return `staff-${storeId}@northmeadow.example`
}

/** One staff account per store, all with the one password hash (hashing is the slow part). */
async function seedStaffAccounts(db: Pick<Database, 'select' | 'insert'>, passwordHash: string, created: Date): Promise<void> {
  const stores = await db
    .select({ storeId: menus.storeId, stateCode: states.code })
    .from(menus)
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .orderBy(asc(menus.storeId))
  if (!stores.length) return
  const people = stores.map(({ storeId, stateCode }) => ({
    id: `staff-${storeId}`,
    email: staffEmail(storeId),
    name: `Staff Store ${storeId}`,
    firstName: 'Staff',
    lastName: `Store ${storeId}`,
    phoneNumber: '+13125550100',
    birthdate: '1985-01-01',
    homeState: stateCode,
    emailVerified: true,
    medicalPatient: false,
    role: 'staff' as const,
    staffStoreId: storeId,
    createdAt: created,
    updatedAt: created,
  }))
  const inserted = await db.insert(users).values(people).onConflictDoNothing().returning({ id: users.id })
  if (!inserted.length) return
  await db.insert(accounts).values(
    inserted.map(({ id }) => ({
      id: `${id}-credential`,
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: created,
      updatedAt: created,
    })),
  )
}

/** The chain's owner (issue 19): every store's staff pages, menu imports anywhere, staff accounts. */
export const DEMO_OWNER = {
  id: 'owner-chain',
  email: 'owner@northmeadow.example',
  firstName: 'Olive',
  lastName: 'Northmeadow',
  phoneNumber: '+13125550101',
  birthdate: '1979-03-22',
  homeState: 'IL',
} as const

async function seedOwnerAccount(db: Pick<Database, 'insert'>, passwordHash: string, created: Date): Promise<void> {
  const inserted = await db
    .insert(users)
    .values({ ...DEMO_OWNER, name: `${DEMO_OWNER.firstName} ${DEMO_OWNER.lastName}`, emailVerified: true, medicalPatient: false, role: 'owner', createdAt: created, updatedAt: created })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!inserted.length) return
  await db.insert(accounts).values({ id: `${DEMO_OWNER.id}-credential`, accountId: DEMO_OWNER.id, providerId: 'credential', userId: DEMO_OWNER.id, password: passwordHash, createdAt: created, updatedAt: created })
}

/** The demo shopper's Illinois medical card: good for two years from the seed day. */
export function demoMedicalCard(reference: Date): { stateCode: string; cardNumber: string; expiresOn: string } {
  const expires = new Date(Date.UTC(reference.getUTCFullYear() + 2, reference.getUTCMonth(), reference.getUTCDate()))
  return { stateCode: 'IL', cardNumber: 'MED-IL-0418273', expiresOn: expires.toISOString().slice(0, 10) }
}

/**
 * Insert the demo accounts (after the catalogue, so the home dispensary exists). Does nothing for
 * an account whose email is already taken, so it is safe to run on a database in use.
 */
export async function seedDemoAccounts(db: Database, options: DemoAccountsOptions = {}): Promise<void> {
  const reference = startOfDay(options.referenceDate ?? new Date())
  const homeDispensaryId = await illinoisDispensary(db)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const created = reference

  let demoShopperCreated = false
  await db.transaction(async (tx) => {
    for (const [person, verified] of [
      [DEMO_SHOPPER, true],
      [DEMO_NEW_SHOPPER, false],
    ] as const) {
      const inserted = await tx
        .insert(users)
        .values({
          ...person,
          name: `${person.firstName} ${person.lastName}`,
          emailVerified: verified,
          medicalPatient: person.id === DEMO_SHOPPER.id,
          role: 'shopper',
          homeDispensaryId,
          createdAt: created,
          updatedAt: created,
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!inserted.length) continue
      await tx.insert(accounts).values({
        id: `${person.id}-credential`,
        accountId: person.id,
        providerId: 'credential',
        userId: person.id,
        password: passwordHash,
        createdAt: created,
        updatedAt: created,
      })
      if (person.id === DEMO_SHOPPER.id) {
        // A registered Illinois patient, so the demo can reserve from Illinois medical menus (decision 0017).
        await tx.insert(medicalCards).values({ userId: person.id, ...demoMedicalCard(reference), createdAt: created, updatedAt: created })
        await tx.insert(rewardLedger).values(demoLedger(person.id, reference, getEnv().REWARDS_EXPIRY_MONTHS))
        demoShopperCreated = true
      }
    }
    await seedStaffAccounts(tx, passwordHash, created)
    await seedOwnerAccount(tx, passwordHash, created)
  })
  if (demoShopperCreated) await seedDemoOrders(db, DEMO_SHOPPER, reference)
}
