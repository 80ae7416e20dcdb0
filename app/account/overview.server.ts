import type { AccountUser } from '~/auth/types'
import { getContent } from '~/content/content.server'
import { log } from '~/log.server'
import { getRewardsSummary } from '~/rewards/ledger.server'
import type { Region } from '~/site/host-mode'
import { getHomeDispensary } from './home-dispensary.server'
import { pointsBannerHeading } from './points-banner'
import type { AccountOverview } from './types'

const logger = log('account')


/** The overview page (001 §2.2): greeting, the HOME DISPENSARY banner and the loyalty points banner. */
export async function loadAccountOverview(user: AccountUser, region: Region, now = new Date()): Promise<AccountOverview> {
  const content = getContent().account().overview.pointsBanner
  const { heading, showsBalance } = pointsBannerHeading(content)
  const [home, balance] = await Promise.all([
    getHomeDispensary(user, region, now),
    showsBalance
      ? getRewardsSummary(user.id, now).then(
          (summary) => summary.balance,
          (error: unknown) => {
            // The banner still links to the rewards page; only the number is missing.
            logger.error({ err: error, userId: user.id }, 'overview: rewards balance unavailable')
            return null
          },
        )
      : Promise.resolve(null),
  ])
  return {
    firstName: user.firstName,
    homeDispensary: home ? { name: home.name, addressLine: `${home.address.street1}, ${home.address.city}, ${home.address.stateCode}` } : null,
    points: { heading, description: showsBalance ? content.description : '', balance, programName: getContent().rewards().programName },
  }
}
