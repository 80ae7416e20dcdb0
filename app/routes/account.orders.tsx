import { data, redirect } from 'react-router'
import { OrderHistory } from '~/account/components/order-history'
import { VerificationPrompt } from '~/account/components/verification-prompt'
import { loadOrdersPage } from '~/account/orders.server'
import { ACCOUNT_DESCRIPTION, accountPageHeaders } from '~/account/page-headers'
import { requireAccountUser } from '~/auth/session.server'
import { getContent } from '~/content/content.server'
import { getRegion } from '~/site/region.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import type { Route } from './+types/account.orders'

export const headers = accountPageHeaders

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'My Orders', description: ACCOUNT_DESCRIPTION, chainName, noindex: true })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  const page = await loadOrdersPage(user, request, getRegion(request))
  if (page.kind === 'redirect') throw redirect(page.to, { headers: page.headers })
  if (page.kind === 'bad-request') throw data({ message: page.message }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const { headers, ...view } = page
  return data({ ...view, copy: getContent().account().orders }, { headers })
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { verified, email, notice, shopPath, copy, history, sort, after } = loaderData
  return (
    <div className="flex flex-col gap-8">
      {/* 001 §2.2: the page is titled 'your purchase history'; the capitals are only style. */}
      <PageHeading title={<span className="capitalize">your purchase history</span>} />
      {verified && history ? (
        <OrderHistory notice={notice} shopPath={shopPath} copy={copy.empty} history={history} sort={sort} after={after} />
      ) : (
        <VerificationPrompt email={email} notice={notice} title={copy.verifyTitle} text={copy.verifyText} />
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
