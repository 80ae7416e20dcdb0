import { ShoppingBag } from '~/ui/icons'
import { data, redirect } from 'react-router'
import { readAuthForm } from '~/auth/auth-form.server'
import { getAccountUser } from '~/auth/session.server'
import { getCart } from '~/cart/cart.server'
import { resolveVisitor, withVisitorCookie } from '~/cart/visitor.server'
import { checkoutCookie } from '~/checkout/checkout-cookie.server'
import { type CheckoutErrors, parseCheckoutForm } from '~/checkout/checkout-form'
import { CheckoutRefusal, checkReservationRate, loadCheckoutPage, placeReservation } from '~/checkout/checkout.server'
import { CheckoutForm } from '~/checkout/components/checkout-form'
import { PatientNotice } from '~/compliance/components/patient-notice'
import { ReceiptRows, SummaryLines } from '~/checkout/components/order-summary'
import { formatMoney, receiptRows } from '~/checkout/receipt'
import { addressLines } from '~/dispensaries/address'
import { timeZoneLabel } from '~/dispensaries/hours'
import { clientAddress } from '~/site/rate-limit.server'
import { getRegion } from '~/site/region.server'
import { reportError } from '~/site/report-error.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import { PageHeading } from '~/ui/page-heading'
import { shoppingDispensaryFor } from '~/dispensaries/dispensaries.server'
import type { Route } from './+types/checkout'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const ECHOED = ['name', 'email', 'phone', 'street', 'street2', 'city', 'state', 'zip', 'window'] as const

export function headers({ errorHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders)
}

export function meta({ matches, error, loaderData }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error || !loaderData) return errorMeta(error, chainName)
  return pageMeta({
    title: 'Checkout',
    description: `Reserve your order at ${loaderData.store.storeName} for pickup or delivery.`,
    chainName,
    noindex: true,
  })
}

/** A store id is a positive whole number of at most nine digits; anything else is a 404. */
function storeIdFrom(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,8}$/.test(param) ? Number(param) : null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const storeId = storeIdFrom(params.storeId)
  if (storeId === null) throw notFound()
  const chosen = new URL(request.url).searchParams.get('mode')
  const mode = chosen === 'delivery' || chosen === 'pickup' ? chosen : null
  const { visitor, setCookie } = await resolveVisitor(request)
  const page = await loadCheckoutPage({
    storeId,
    visitor,
    user: await getAccountUser(request),
    mode,
    region: getRegion(request),
  })
  if (!page) throw notFound()
  const minimum = page.deliveryMinimumCents
  return data(
    {
      ...page,
      // The header's cart button reads a loader's `cart`; its dispensary picker, the store's menu path.
      cart: await getCart(visitor, storeId),
      shoppingMenuPath: page.store.menuPath,
      shoppingDispensary: await shoppingDispensaryFor(getRegion(request), page.store.menuPath),
      zoneLabel: timeZoneLabel(page.store.timeZone),
      addressLine: addressLines({ ...page.store.address }).join(', '),
      receipt: receiptRows({
        lines: page.lines
          .filter((line) => line.sold)
          .map((line) => ({ count: line.count, checkoutPriceCents: line.priceCents, discountedCheckoutPriceCents: line.discountedPriceCents })),
        amountCents: page.charges.estimatedTotalCents,
        salesTaxAmountCents: page.charges.salesTaxCents,
        deliveryFeeAmountCents: page.charges.deliveryFeeCents,
        serviceFeeAmountCents: page.charges.serviceFeeCents,
        storeTaxAmountCents: page.charges.storeTaxCents,
      }),
      deliveryMinimumNote:
        page.mode === 'delivery' && !page.charges.meetsDeliveryMinimum
          ? `Delivery from this store needs an order of at least ${formatMoney(minimum)}. Add a little more, or choose pickup.`
          : null,
    },
    { headers: withVisitorCookie(NO_STORE, setCookie) },
  )
}

type ActionResult = { ok: false; errors: CheckoutErrors; values: Record<string, string> }

function refuse(status: number, errors: CheckoutErrors, values: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return data<ActionResult>({ ok: false, errors, values }, { status, headers: { ...NO_STORE, ...headers } })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const storeId = storeIdFrom(params.storeId)
  if (storeId === null) throw notFound()
  const { visitor: known } = await resolveVisitor(request)
  const rate = await checkReservationRate(known, clientAddress(context))
  if (!rate.ok) {
    return refuse(429, { form: 'Too many attempts. Please wait a moment and try again.' }, {}, { 'Retry-After': String(rate.retryAfterSeconds) })
  }
  const read = await readAuthForm(request)
  if (!read.ok) {
    return refuse(read.status, { form: read.status === 413 ? 'That form is too large to send.' : 'That form could not be read. Please try again.' })
  }
  const values: Record<string, string> = {}
  for (const key of ECHOED) {
    const raw = read.form[key]
    const value = Array.isArray(raw) ? raw[0] : raw
    if (value) values[key] = value.slice(0, 300)
  }
  const parsed = parseCheckoutForm(read.form)
  if (!parsed.ok) return refuse(400, parsed.errors, values)

  // Without a visitor cookie there is no cart: a throwaway token lets the store check (404) come first.
  const visitor = known ?? crypto.randomUUID()
  try {
    const placed = await placeReservation({
      visitor,
      user: await getAccountUser(request),
      clientAddress: clientAddress(context),
      storeId,
      form: parsed.value,
      region: getRegion(request),
    })
    throw redirect('/post-checkout', { headers: { ...NO_STORE, 'Set-Cookie': checkoutCookie(placed.orderUuid) } })
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof CheckoutRefusal) {
      if (error.status === 404) throw notFound()
      return refuse(error.status, { [error.field ?? 'form']: error.message }, values)
    }
    reportError('reservation failed', { storeId, err: error })
    return refuse(503, { form: 'We could not place your reservation just now. Please try again in a moment.' }, values)
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData
  const refused = actionData && !actionData.ok ? actionData : undefined
  const empty = page.lines.length === 0
  return (
    <Container className="py-6 md:py-10">
      <PageHeading eyebrow="Reserve online, pay in store" title="Checkout" description={page.store.storeName} />
      {empty ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          className="mt-8"
          actions={
            <ButtonLink to={page.store.menuPath} variant="primary" size="lg">
              Browse the menu
            </ButtonLink>
          }
        >
          Add something from {page.store.dispensaryName}’s menu and come back here to reserve it.
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-10">
          {page.patient ? (
            <PatientNotice {...page.patient} />
          ) : (
            <CheckoutForm
              action={`/checkout/${page.store.storeId}?mode=${page.mode}`}
              mode={page.mode}
              delivers={page.delivers}
              store={{
                storeName: page.store.storeName,
                addressLine: page.addressLine,
                stateCode: page.store.stateCode,
                stateName: page.store.stateName,
                zoneLabel: page.zoneLabel,
              }}
              windows={page.windows}
              idempotencyKey={page.idempotencyKey}
              prefill={page.prefill}
              values={refused?.values}
              errors={refused?.errors}
              deliveryMinimumNote={page.deliveryMinimumNote}
            />
          )}
          <aside aria-labelledby="order-summary-heading" className="order-first rounded-xl border border-line bg-surface p-4 shadow-card md:p-6 lg:sticky lg:top-24 lg:order-none">
            <h2 id="order-summary-heading" className="font-display text-lg font-semibold text-ink">
              Order summary
            </h2>
            {page.lines.some((line) => !line.sold) ? (
              <p className="mt-3 rounded-lg bg-danger-tint p-3 text-sm text-danger">
                Some items in your cart are no longer on this menu. Remove them from your cart to reserve.
              </p>
            ) : null}
            <SummaryLines
              lines={page.lines.filter((line) => line.sold).map((line) => ({
                key: `${line.productId}+${line.weight}`,
                name: line.name,
                brand: line.brand,
                image: line.image,
                weightLabel: line.weightLabel,
                count: line.count,
                priceCents: line.priceCents,
                discountedPriceCents: line.discountedPriceCents,
                specialTitle: line.specialTitle,
              }))}
            />
            <ReceiptRows rows={page.receipt} />
          </aside>
        </div>
      )}
    </Container>
  )
}

export const ErrorBoundary = RouteErrorBoundary
