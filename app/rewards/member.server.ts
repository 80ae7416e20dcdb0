import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { getRewardsSummary } from './ledger.server'
import { loyaltyPhoneNumber } from './phone'
import type { RewardsSummary } from './types'

export type LoyaltyLookup = {
  /** Two-letter code of the member's home state. */
  stateCode: string
  /** With or without +1 (001 §5: the lookup drops it). */
  phoneNumber: string
  email: string
}

/**
 * The loyalty member lookup (001 §7: stateCode, phoneNumber without +1, email → member): a member
 * is a user whose email (any case), home state and phone number (as 10 digits) all match. Null
 * when there is no such member; the summary is computed from the ledger at `now`.
 */
export async function lookupLoyaltyMember(query: LoyaltyLookup, now = new Date()): Promise<RewardsSummary | null> {
  const phone = loyaltyPhoneNumber(query.phoneNumber)
  const stateCode = query.stateCode.trim().toUpperCase()
  const email = query.email.trim()
  if (!phone || !/^[A-Z]{2}$/.test(stateCode) || !email) return null
  const [user] = await getDb()
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.homeState, stateCode)))
    .limit(1)
  if (!user || loyaltyPhoneNumber(user.phoneNumber) !== phone) return null
  return getRewardsSummary(user.id, now)
}
