import type { AccountUser } from '~/auth/types'
import { getContent } from '~/content/content.server'
import { log } from '~/log.server'
import { listRewardsActivity } from './ledger.server'
import { rewardsMatrix, scoreMessage, tiersForBalance } from './matrix'
import { lookupLoyaltyMember } from './member.server'
import { activityRows, expiryText } from './rewards-view'

const logger = log('rewards')

/** How many ledger rows the member's page shows. */
export const ACTIVITY_LIMIT = 12

/** The public /rewards page: content, the standard matrix and the Score! message. */
export function loadRewardsPage() {
  const content = getContent()
  const rewards = content.rewards()
  return {
    rewards,
    matrix: rewardsMatrix(null),
    message: scoreMessage(content.site().dispensaryName),
  }
}

/**
 * The member's /account/rewards page. The balance comes through the loyalty member lookup (home
 * state, phone without +1, email), as 001 §7 describes; a missing expiry hides the expiry block and
 * logs a warning (001 §2.5, §8) while the balance still shows.
 */
export async function loadAccountRewards(user: AccountUser, now = new Date()) {
  const content = getContent()
  const rewards = content.rewards()
  const [member, activity] = await Promise.all([
    lookupLoyaltyMember({ stateCode: user.homeState, phoneNumber: user.phoneNumber, email: user.email }, now),
    listRewardsActivity(user.id, { limit: ACTIVITY_LIMIT }),
  ])
  if (!member) logger.warn({ userId: user.id, homeState: user.homeState }, 'rewards: no loyalty member for the signed-in user')
  const expiry = member ? expiryText(member, rewards.account.expiryText) : null
  if (member && member.balance > 0 && !expiry) {
    logger.warn(
      { userId: user.id, pointsExpiring: member.pointsExpiring, pointsExpiringDate: member.pointsExpiringDate },
      'rewards: points-expiry data missing, expiry block hidden',
    )
  }
  const matrix = rewardsMatrix(user.homeState)
  return {
    copy: rewards.account,
    logo: rewards.hero.rewardsLogo,
    benefits: rewards.benefits,
    member: member ? { balance: member.balance, expiry } : null,
    tiers: tiersForBalance(matrix, member?.balance ?? 0),
    message: scoreMessage(content.site().dispensaryName),
    activity: activityRows(activity, now),
  }
}
