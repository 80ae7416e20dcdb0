import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../../tests/setup/reset-database'
import { earnPointsForOrder } from './ledger.server'
import { lookupLoyaltyMember } from './member.server'
import { createTestMember } from './test-member.server'

beforeEach(async () => {
  await resetDatabase()
})

describe('lookupLoyaltyMember', () => {
  const now = new Date('2026-02-01T00:00:00Z')

  async function member() {
    const user = await createTestMember({ email: 'Rae.Member@Example.com', phoneNumber: '+13125550123', homeState: 'IL' })
    await earnPointsForOrder({ userId: user.id, orderReference: 'R-1', amountCents: 25_050, at: new Date('2025-06-10T15:00:00Z') })
    return user
  }

  it.each([
    { name: 'exact match', query: { stateCode: 'IL', phoneNumber: '3125550123', email: 'Rae.Member@Example.com' } },
    { name: 'phone with +1', query: { stateCode: 'IL', phoneNumber: '+13125550123', email: 'rae.member@example.com' } },
    { name: 'phone as typed', query: { stateCode: 'il', phoneNumber: '(312) 555-0123', email: 'RAE.MEMBER@EXAMPLE.COM' } },
    { name: 'email with spaces around it', query: { stateCode: 'IL', phoneNumber: '312-555-0123', email: '  rae.member@example.com ' } },
  ])('finds the member: $name', async ({ query }) => {
    await member()
    expect(await lookupLoyaltyMember(query, now)).toEqual({ balance: 250, pointsExpiring: 250, pointsExpiringDate: '2026-06-10' })
  })

  it.each([
    { name: 'wrong state', query: { stateCode: 'OH', phoneNumber: '3125550123', email: 'rae.member@example.com' } },
    { name: 'wrong phone', query: { stateCode: 'IL', phoneNumber: '3125550124', email: 'rae.member@example.com' } },
    { name: 'unparseable phone', query: { stateCode: 'IL', phoneNumber: '555-0123', email: 'rae.member@example.com' } },
    { name: 'other email', query: { stateCode: 'IL', phoneNumber: '3125550123', email: 'someone@example.com' } },
    { name: 'empty email', query: { stateCode: 'IL', phoneNumber: '3125550123', email: '' } },
    { name: 'bad state code', query: { stateCode: 'Illinois', phoneNumber: '3125550123', email: 'rae.member@example.com' } },
  ])('finds no member: $name', async ({ query }) => {
    await member()
    expect(await lookupLoyaltyMember(query, now)).toBeNull()
  })

  it('gives a member without history a zero balance', async () => {
    await createTestMember({ email: 'new@example.com', phoneNumber: '+14015550188', homeState: 'RI' })
    expect(await lookupLoyaltyMember({ stateCode: 'RI', phoneNumber: '4015550188', email: 'new@example.com' }, now)).toEqual({
      balance: 0,
      pointsExpiring: null,
      pointsExpiringDate: null,
    })
  })
})
