import { data } from 'react-router'
import { HomeDispensaryBanner, PointsBanner } from '~/account/components/overview-banners'
import { loadAccountOverview } from '~/account/overview.server'
import { ACCOUNT_CACHE_CONTROL, ACCOUNT_DESCRIPTION, accountPageHeaders } from '~/account/page-headers'
import { requireAccountUser } from '~/auth/session.server'
import { getContent } from '~/content/content.server'
import { getRegion } from '~/site/region.server'
import { ButtonLink } from '~/ui/button'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/account._index'

export const headers = accountPageHeaders

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'My account', description: ACCOUNT_DESCRIPTION, chainName, noindex: true })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  const overview = await loadAccountOverview(user, getRegion(request))
  return data(
    { overview, invitation: getContent().account().overview.homeDispensaryInvitation },
    { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } },
  )
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { overview, invitation } = loaderData
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={`Hey, ${overview.firstName}!`} description="Your orders, details, home dispensary and rewards in one place.">
        <ButtonLink to="/account/profile" variant="secondary">
          View profile
        </ButtonLink>
      </PageHeading>
      <div className="grid gap-4 lg:grid-cols-2">
        <HomeDispensaryBanner home={overview.homeDispensary} invitation={invitation} />
        <PointsBanner points={overview.points} />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
