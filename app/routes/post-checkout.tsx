import { CircleCheck } from '~/ui/icons'
import { data } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { getCart } from '~/cart/cart.server'
import { resolveVisitor, withVisitorCookie } from '~/cart/visitor.server'
import { readCheckoutCookie } from '~/checkout/checkout-cookie.server'
import { ReceiptRows, SummaryLines } from '~/checkout/components/order-summary'
import { StatusSteps } from '~/orders/components/status-steps'
import { formatWindow } from '~/checkout/fulfilment-window'
import { receiptRows } from '~/checkout/receipt'
import { orderProductWeightLabel } from '~/orders/order-dates'
import { getOrder, getOrderUnchecked } from '~/orders/order-read.server'
import { orderFromMailLink } from '~/specials/shopper-mails.server'
import { postCheckoutStepIndex } from '~/orders/status'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { shoppingDispensaryFor } from '~/dispensaries/dispensaries.server'
import { getRegion } from '~/site/region.server'
import type { Route } from './+types/post-checkout'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders
}

export function meta({ matches, error, loaderData }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error || !loaderData) return errorMeta(error, chainName)
  return pageMeta({ title: 'Thank you for your reservation', description: 'Your reservation and its status.', chainName, noindex: true })
}

/**
 * 001 §4.7: shown only while the completed-checkout cookie names an order this browser (or shopper)
 * may see; anything else is the site's 404 page, as every unknown page is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // A guest's mailed link (issue 19) names its order with our signature; otherwise the cookie does.
  const linked = orderFromMailLink(new URL(request.url))
  const uuid = linked ?? readCheckoutCookie(request)
  if (!uuid) throw notFound()
  const user = await getAccountUser(request)
  const { visitor, setCookie } = await resolveVisitor(request)
  const order = linked ? await getOrderUnchecked(linked) : await getOrder(uuid, { userId: user?.id ?? null, visitorToken: visitor })
  if (!order) throw notFound()
  const window = formatWindow(order.fulfillmentTimeStart, order.fulfillmentTimeEnd, order.storeTimeZone)
  return data(
    {
      // The store's cart is empty now; handing it to the header's cart button clears its badge.
      cart: await getCart(visitor, order.storeId),
      signedIn: Boolean(user),
      queueNumber: order.queueNumber,
      storeName: order.storeName,
      menuPath: order.menuPath,
      // The header keeps the store's name and its cart button (issue 20).
      shoppingMenuPath: order.menuPath,
      shoppingDispensary: await shoppingDispensaryFor(getRegion(request), order.menuPath),
      mode: order.reservationMode,
      window,
      deliveryAddress: order.deliveryAddress,
      customerName: order.customerName,
      stepIndex: postCheckoutStepIndex(order.status),
      cancelled: order.status === 'cancelled',
      lines: order.products.map((p) => ({
        key: `${p.productId}+${p.priceId}`,
        name: p.name,
        brand: p.brand,
        image: p.imageUrls[0] ?? null,
        weightLabel: orderProductWeightLabel(p.kind, p.priceId),
        count: p.count,
        priceCents: p.checkoutPriceCents,
        discountedPriceCents: p.discountedCheckoutPriceCents,
        specialTitle: p.specialTitle,
      })),
      receipt: receiptRows({
        lines: order.products.map((p) => ({
          count: p.count,
          checkoutPriceCents: p.checkoutPriceCents,
          discountedCheckoutPriceCents: p.discountedCheckoutPriceCents,
        })),
        amountCents: order.amountCents,
        salesTaxAmountCents: order.salesTaxAmountCents,
        deliveryFeeAmountCents: order.deliveryFeeAmountCents,
        serviceFeeAmountCents: order.serviceFeeAmountCents,
        storeTaxAmountCents: order.storeTaxAmountCents,
      }),
    },
    { headers: withVisitorCookie(NO_STORE, setCookie) },
  )
}

export default function PostCheckout({ loaderData: order }: Route.ComponentProps) {
  const address = order.deliveryAddress
  return (
    <Container className="py-6 md:py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col items-center gap-3 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <CircleCheck aria-hidden="true" className="size-8" strokeWidth={1.6} />
          </span>
          <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Thank you! Your order is reserved</h1>
          <p className="max-w-lg text-base text-ink-muted">
            Reserved for {order.customerName}. Bring a valid photo ID; you pay when you{' '}
            {order.mode === 'delivery' ? 'receive your order' : 'pick up'}.
          </p>
        </header>

        <section aria-labelledby="reservation-heading" className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
          <h2 id="reservation-heading" className="sr-only">
            Your reservation
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <dt className="text-sm text-ink-muted">Queue number</dt>
              <dd className="tabular font-display text-3xl font-semibold text-brand-800">{order.queueNumber}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-sm text-ink-muted">Store</dt>
              <dd className="font-semibold text-ink">{order.storeName}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-sm text-ink-muted">{order.mode === 'delivery' ? 'Delivery' : 'Pickup'}</dt>
              <dd className="text-ink">
                <span className="font-semibold">{order.window.text}</span>
                <span className="block text-sm text-ink-muted">{order.window.zone}</span>
                {address ? (
                  <span className="block text-sm text-ink-muted">
                    {address.street}
                    {address.street2 ? `, ${address.street2}` : ''}, {address.city}, {address.state_code} {address.zipcode}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          <div className="mt-6 border-t border-line pt-6">
            {order.cancelled ? (
              <p className="font-semibold text-danger">This reservation was cancelled.</p>
            ) : (
              <StatusSteps currentIndex={order.stepIndex} />
            )}
          </div>
        </section>

        <section aria-labelledby="products-heading" className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
          <h2 id="products-heading" className="font-display text-lg font-semibold text-ink">
            Your order
          </h2>
          <SummaryLines lines={order.lines} label="Products in your order" />
          <ReceiptRows rows={order.receipt} />
        </section>

        <div className="flex flex-wrap justify-center gap-3">
          {order.signedIn ? (
            <ButtonLink to="/account/orders" variant="primary" size="lg">
              Back to My Orders
            </ButtonLink>
          ) : null}
          <ButtonLink to={order.menuPath} variant={order.signedIn ? 'secondary' : 'primary'} size="lg">
            Back to the menu
          </ButtonLink>
        </div>
      </div>
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
