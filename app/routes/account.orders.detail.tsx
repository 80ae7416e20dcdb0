import { useState } from 'react'
import { data, useActionData, useRouteLoaderData } from 'react-router'
import { ChatDialog } from '~/account/components/chat-dialog'
import { openChat } from '~/chat/open-chat'
import { accountPageHeaders } from '~/account/page-headers'
import { requireAccountUser } from '~/auth/session.server'
import { OrderDetail } from '~/orders/components/order-detail'
import { loadOrderDetail } from '~/orders/order-detail.server'
import { submitOrderReview } from '~/orders/order-reviews.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { useShell } from '~/ui/shell'
import type { Route } from './+types/account.orders.detail'
import type { Route as AccountRoute } from './+types/account'

export const headers = accountPageHeaders

export function meta({ matches, error, loaderData }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: `Order ${loaderData?.order.reference ?? ''}`.trim(), description: 'Your order: status, store, products and receipt.', chainName, noindex: true })
}

/** Someone else's order, a malformed uuid or one that does not exist: the designed 404 (001 §8). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccountUser(request)
  const order = await loadOrderDetail(params.uuid, user.id)
  if (!order) throw notFound()
  return data({ order }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** POST intent 'review': a verified-purchase review of one product of this order. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccountUser(request)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ ok: false, message: 'That request is not valid.' }, { status: 400 })
  }
  const result = await submitOrderReview({ uuid: params.uuid, userId: user.id, form })
  if (result.ok) return data(result)
  const { status, ...body } = result
  return data(body, { status })
}

export default function AccountOrderDetail({ loaderData }: Route.ComponentProps) {
  const shell = useShell()
  const account = useRouteLoaderData<AccountRoute.ComponentProps['loaderData']>('routes/account')
  const answer = useActionData<typeof action>() ?? null
  const [chatOpen, setChatOpen] = useState(false)
  return (
    <>
      {/* Issue 18: the support chat of the order's store when its dispensary offers it; else the contact details. */}
      <OrderDetail order={loaderData.order} onChat={() => (loaderData.order.chat ? openChat(loaderData.order.chat) : setChatOpen(true))} reviewAnswer={answer} />
      <ChatDialog
        open={chatOpen}
        onClose={() => setChatOpen(false)}
        contact={shell?.site.contact}
        description={account?.chatDescription ?? ''}
      />
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
