import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAuth } from '~/auth/auth.server'
import { getAccountUser } from '~/auth/session.server'
import { getDb } from '~/db/client.server'
import { accounts, rewardLedger, users } from '~/db/schema'
import { getRewardsSummary, listRewardsActivity } from '~/rewards/ledger.server'
import { reservationAccess } from '~/compliance/medical-card'
import { listMedicalCards } from '~/compliance/medical-cards.server'
import { resetDatabase } from '../../../tests/setup/reset-database'
import { DEMO_NEW_SHOPPER, DEMO_PASSWORD, DEMO_SHOPPER, seedDemoAccounts } from './accounts.server'
import { createDispensary, createState } from './factories'

beforeEach(async () => {
  await resetDatabase()
})

const reference = new Date('2026-03-10T00:00:00Z')

async function illinois() {
  const db = getDb()
  const il = await createState(db, { code: 'IL', name: 'Illinois', slug: 'illinois' })
  const ohio = await createState(db, { code: 'OH', name: 'Ohio', slug: 'ohio' })
  await createDispensary(db, { stateId: ohio.id })
  const soon = await createDispensary(db, { stateId: il.id, tags: ['coming-soon'] })
  const open = await createDispensary(db, { stateId: il.id })
  return { soon, open }
}

describe('seedDemoAccounts', () => {
  it('makes the demo shopper a registered Illinois patient whose card lets them reserve from Illinois medical menus for two years', async () => {
    await illinois()
    await seedDemoAccounts(getDb(), { referenceDate: reference })
    const cards = await listMedicalCards(DEMO_SHOPPER.id)
    expect(cards).toEqual([{ stateCode: 'IL', cardNumber: 'MED-IL-0418273', expiresOn: '2028-03-10' }])
    const medicalIL = { menuKind: 'medical' as const, stateCode: 'IL' }
    expect(reservationAccess(medicalIL, { signedIn: true, card: cards[0] ?? null }, '2028-03-10').ok).toBe(true)
    expect(reservationAccess(medicalIL, { signedIn: true, card: cards[0] ?? null }, '2028-03-11').ok).toBe(false)
    const [demo] = await getDb().select({ medicalPatient: users.medicalPatient }).from(users).where(eq(users.id, DEMO_SHOPPER.id))
    expect(demo?.medicalPatient).toBe(true)
    expect(await listMedicalCards(DEMO_NEW_SHOPPER.id)).toEqual([])
  })

  it('creates a verified demo shopper who signs in with the demo password and has the expected points', async () => {
    const { open } = await illinois()
    await seedDemoAccounts(getDb(), { referenceDate: reference })

    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: DEMO_SHOPPER.email, password: DEMO_PASSWORD },
      returnHeaders: true,
    })
    expect(response.user.email).toBe('demo@northmeadow.example')
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const user = await getAccountUser(new Request('http://localhost/account', { headers: { cookie } }))
    expect(user).toMatchObject({
      id: DEMO_SHOPPER.id,
      emailVerified: true,
      firstName: 'Dana',
      homeState: 'IL',
      homeDispensaryId: open.id,
    })

    expect(await getRewardsSummary(DEMO_SHOPPER.id, new Date('2026-03-10T15:00:00Z'))).toEqual({
      balance: 526,
      pointsExpiring: 112,
      pointsExpiringDate: '2026-04-03',
    })
    const activity = await listRewardsActivity(DEMO_SHOPPER.id, { limit: 50 })
    expect(activity.map((a) => a.kind)).toEqual(['earn', 'earn', 'earn', 'earn', 'redeem', 'earn', 'earn', 'adjust'])
    // Some points were earned more than a year ago and have expired.
    expect(activity.some((a) => a.expiresAt !== null && a.expiresAt < reference.toISOString())).toBe(true)
  })

  it('creates an unverified shopper with the same password and no history', async () => {
    await illinois()
    await seedDemoAccounts(getDb(), { referenceDate: reference })
    const { response } = await getAuth().api.signInEmail({
      body: { email: DEMO_NEW_SHOPPER.email, password: DEMO_PASSWORD },
      returnHeaders: true,
    })
    expect(response.user).toMatchObject({ email: 'new@northmeadow.example', emailVerified: false })
    expect(await getRewardsSummary(DEMO_NEW_SHOPPER.id)).toEqual({ balance: 0, pointsExpiring: null, pointsExpiringDate: null })
    await expect(getAuth().api.signInEmail({ body: { email: DEMO_SHOPPER.email, password: 'wrong-password-1' } })).rejects.toThrow()
  })

  it('is deterministic apart from the hash, and a second run changes nothing', async () => {
    await illinois()
    await seedDemoAccounts(getDb(), { referenceDate: reference })
    const snapshot = async () => ({
      users: await getDb().select().from(users).orderBy(users.id),
      ledger: await getDb()
        .select({ userId: rewardLedger.userId, kind: rewardLedger.kind, points: rewardLedger.points, occurredAt: rewardLedger.occurredAt, expiresAt: rewardLedger.expiresAt })
        .from(rewardLedger)
        .orderBy(rewardLedger.id),
      accounts: (await getDb().select().from(accounts).orderBy(accounts.id)).map(({ password, ...rest }) => ({ ...rest, hashed: password?.length })),
    })
    const first = await snapshot()
    await seedDemoAccounts(getDb(), { referenceDate: new Date('2027-01-01T00:00:00Z') })
    expect(await snapshot()).toEqual(first)

    await resetDatabase()
    await illinois()
    await seedDemoAccounts(getDb(), { referenceDate: reference })
    const again = await snapshot()
    expect(again.ledger).toEqual(first.ledger)
    expect(again.users.map(({ homeDispensaryId: _, ...u }) => u)).toEqual(first.users.map(({ homeDispensaryId: _, ...u }) => u))
  })

  it('leaves the home dispensary empty when there is no Illinois store', async () => {
    await seedDemoAccounts(getDb(), { referenceDate: reference })
    const [row] = await getDb().select().from(users).where(eq(users.id, DEMO_SHOPPER.id))
    expect(row?.homeDispensaryId).toBeNull()
  })
})
