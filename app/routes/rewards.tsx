import { data, useLocation } from 'react-router'
import { HowItWorks } from '~/rewards/components/how-it-works'
import { MemberBenefits } from '~/rewards/components/member-benefits'
import { RewardsFaq } from '~/rewards/components/rewards-faq'
import { RewardsHero } from '~/rewards/components/rewards-hero'
import { RewardsMatrix } from '~/rewards/components/rewards-matrix'
import { loadRewardsPage } from '~/rewards/rewards-page.server'
import { joinHref } from '~/rewards/rewards-view'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { cacheablePageHeaders, PUBLIC_PAGE_CACHE } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { useShell } from '~/ui/shell'
import type { Route } from './+types/rewards'

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { rewards } = loaderData
  return pageMeta({
    title: rewards.programName,
    description: `Join ${rewards.programName}: earn a point for every dollar you spend and redeem points for money off at any of our dispensaries.`,
    chainName,
  })
}

// Public for visitors; server/guards.ts makes a signed-in visitor's response private.
export const headers = cacheablePageHeaders

export function loader() {
  return data(loadRewardsPage(), { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE } })
}

export default function RewardsPage({ loaderData }: Route.ComponentProps) {
  const { rewards, matrix, message } = loaderData
  const signedIn = Boolean(useShell()?.account)
  // The current URL (a client navigation may have changed the query since the loader ran).
  const location = useLocation()
  return (
    <>
      <RewardsHero hero={rewards.hero} signedIn={signedIn} joinHref={joinHref(location.pathname, location.search)} />
      <Container className="flex flex-col gap-14 py-12 md:gap-20 md:py-16">
        <HowItWorks howItWorks={rewards.howItWorks} />
        <RewardsMatrix
          id="rewards-matrix"
          heading={rewards.matrix.heading}
          description={rewards.matrix.description}
          tiers={matrix}
          message={message}
          note={<p>{rewards.matrix.rhodeIslandNote}</p>}
        />
        <MemberBenefits benefits={rewards.benefits} />
        <RewardsFaq faq={rewards.faq} />
      </Container>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
