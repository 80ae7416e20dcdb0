import { CircleHelp } from '~/ui/icons'
import { data } from 'react-router'
import { requireAccountUser } from '~/auth/session.server'
import { MemberBenefits } from '~/rewards/components/member-benefits'
import { RewardsActivityTable } from '~/rewards/components/rewards-activity'
import { RewardsBanner } from '~/rewards/components/rewards-banner'
import { RewardsMatrix } from '~/rewards/components/rewards-matrix'
import { loadAccountRewards } from '~/rewards/rewards-page.server'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/account.rewards'

/** One member's page: never stored by a cache (server/guards.ts enforces it for signed-in requests too). */
const MEMBER_PAGE_CACHE = 'private, no-store'

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? { 'Cache-Control': MEMBER_PAGE_CACHE }
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'My rewards', description: 'Your rewards points, what they are worth and your recent activity.', chainName, noindex: true })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  return data(await loadAccountRewards(user), { headers: { 'Cache-Control': MEMBER_PAGE_CACHE } })
}

export default function AccountRewards({ loaderData }: Route.ComponentProps) {
  const { copy, logo, benefits, member, tiers, message, activity } = loaderData
  return (
    <div className="flex flex-col gap-10 md:gap-14">
      {member ? (
        <RewardsBanner title={copy.bannerTitle} balanceLabel={copy.balanceLabel} balance={member.balance} expiry={member.expiry} logo={logo} />
      ) : (
        <>
          <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">{copy.bannerTitle}</h1>
          <EmptyState icon={CircleHelp} title={copy.notMemberTitle}>
            {copy.notMemberText}
          </EmptyState>
        </>
      )}
      <RewardsMatrix id="member-matrix" heading={copy.matrixHeading} tiers={tiers} message={message} />
      <RewardsActivityTable
        heading={copy.activityHeading}
        rows={activity}
        emptyTitle={copy.activityEmptyTitle}
        emptyText={copy.activityEmptyText}
      />
      <MemberBenefits benefits={benefits} />
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
