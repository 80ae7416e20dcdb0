import { data, Outlet } from 'react-router'
import { requireAccountUser } from '~/auth/session.server'
import { AccountLayout } from '~/account/components/account-layout'
import { ACCOUNT_CACHE_CONTROL, accountPageHeaders } from '~/account/page-headers'
import { getContent } from '~/content/content.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import type { Route } from './+types/account'

export const headers = accountPageHeaders

/** The account area needs a signed-in shopper; anyone else goes to sign in and comes back here. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  return data(
    { firstName: user.firstName, chatDescription: getContent().account().chat.description, staff: user.role === 'staff' || user.role === 'owner' },
    { headers: { 'Cache-Control': ACCOUNT_CACHE_CONTROL } },
  )
}

export default function AccountArea({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout firstName={loaderData.firstName} chatDescription={loaderData.chatDescription} staff={loaderData.staff}>
      <Outlet />
    </AccountLayout>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
