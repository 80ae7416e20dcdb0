import { ChevronDown, ShoppingBag } from '~/ui/icons'
import { useId, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import type { HistoryOrder, HistoryPage, LiveOrderProduct } from '~/orders/types'
import { ORDER_PREVIEW_PRODUCTS } from '~/orders/history-rules'
import { ORDER_SORTS, type OrderSort } from '~/orders/order-dates'
import { Button, ButtonLink } from '~/ui/button'
import { cx } from '~/ui/cx'
import { StatusBadge } from '~/orders/components/status-badge'
import { Skeleton } from '~/ui/skeleton'
import { useHydrated } from '~/ui/use-hydrated'
import type { AccountNotice } from '../notices'
import { AccountEmptyState } from './account-empty-state'
import { VerificationOutcome } from './verification-outcome'

type LiveState = { state: 'loading' } | { state: 'ready'; products: LiveOrderProduct[] } | { state: 'failed' }

/**
 * A verified shopper's purchase history (001 §4.6): a sort select kept in the URL, one accordion
 * row per order (one open at a time), live product details fetched the first time a row opens,
 * and 'Load more' for the next page of 20. Without JavaScript the sort is a GET form and 'Load
 * more' a link to the next page.
 */
export function OrderHistory({
  notice,
  shopPath,
  copy,
  history,
  sort,
  after,
}: {
  notice: AccountNotice | null
  shopPath: string
  copy: { title: string; text: string; action: string }
  history: HistoryPage
  sort: OrderSort
  after: string | null
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const [extra, setExtra] = useState<{ key: string; orders: HistoryOrder[]; next: string | null }>({ key: '', orders: [], next: null })
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  // A new sort or page starts a new list.
  const pageKey = `${sort}|${after ?? ''}|${history.orders[0]?.uuid ?? ''}`
  const mine = extra.key === pageKey ? extra : null
  const [openUuid, setOpenUuid] = useState<string | null>(null)
  const [live, setLive] = useState<Record<string, LiveState>>({})

  const orders = mine ? [...history.orders, ...mine.orders] : history.orders
  const nextCursor = mine ? mine.next : history.nextCursor

  async function loadMore(cursor: string) {
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const response = await fetch(`/api/orders?${new URLSearchParams({ sort, after: cursor })}`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as HistoryPage
      setExtra({ key: pageKey, orders: [...(mine?.orders ?? []), ...page.orders], next: page.nextCursor })
    } catch {
      setMoreFailed(true)
    } finally {
      setLoadingMore(false)
    }
  }

  async function toggle(uuid: string) {
    const opening = openUuid !== uuid
    setOpenUuid(opening ? uuid : null)
    if (!opening || live[uuid]) return
    setLive((current) => ({ ...current, [uuid]: { state: 'loading' } }))
    try {
      const response = await fetch(`/account/orders/${uuid}/products`, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as { products: LiveOrderProduct[] }
      setLive((current) => ({ ...current, [uuid]: { state: 'ready', products: body.products } }))
    } catch {
      setLive((current) => ({ ...current, [uuid]: { state: 'failed' } }))
    }
  }

  if (!orders.length && !after) {
    return (
      <section aria-label="Orders" className="flex flex-col gap-4">
        <AccountEmptyState icon={ShoppingBag} title={copy.title} action={{ label: copy.action, to: shopPath }}>
          <p>{copy.text}</p>
        </AccountEmptyState>
        <VerificationOutcome notice={notice} />
      </section>
    )
  }

  const nextHref = nextCursor ? `/account/orders?${new URLSearchParams({ sort, after: nextCursor })}` : null
  return (
    <section aria-label="Orders" className="flex flex-col gap-5">
      <Form method="get" action="/account/orders" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
          Sort by
          <select
            name="sort"
            defaultValue={sort}
            key={sort}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-base font-normal text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {ORDER_SORTS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Sort
          </Button>
        )}
      </Form>

      {after ? (
        <p className="text-sm text-ink-muted">
          Showing older orders.{' '}
          <Link to={`/account/orders?${new URLSearchParams({ sort })}`} className="font-semibold text-brand-800 underline underline-offset-4">
            Back to the first orders
          </Link>
        </p>
      ) : null}

      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <OrderRow key={order.uuid} order={order} open={openUuid === order.uuid} live={live[order.uuid]} onToggle={() => void toggle(order.uuid)} />
        ))}
      </ul>

      {nextHref ? (
        <div className="flex justify-center">
          {hydrated ? (
            <Button variant="secondary" disabled={loadingMore} onClick={() => nextCursor && void loadMore(nextCursor)}>
              {loadingMore ? 'Loading…' : 'Load more'}
            </Button>
          ) : (
            <ButtonLink to={nextHref} variant="secondary">
              Load more
            </ButtonLink>
          )}
        </div>
      ) : null}
      {moreFailed ? (
        <p role="alert" className="text-center text-sm text-danger">
          We could not load more orders. Please try again.
        </p>
      ) : null}
      <VerificationOutcome notice={notice} />
    </section>
  )
}

function OrderRow({ order, open, live, onToggle }: { order: HistoryOrder; open: boolean; live: LiveState | undefined; onToggle: () => void }) {
  const panelId = useId()
  const hydrated = useHydrated()
  const preview = order.products.slice(0, ORDER_PREVIEW_PRODUCTS)
  const summary = (
    <span className="flex min-w-0 flex-1 flex-col gap-1 text-left">
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold break-words text-ink">{order.storeName}</span>
        <span className="shrink-0 font-semibold text-ink">{order.amountText}</span>
      </span>
      <span className="text-sm text-ink-muted">
        {order.dateLabel} · {order.reference}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-2">
        <span className="flex -space-x-2" aria-hidden="true">
          {preview.map((p) => (
            <span key={`${p.productId}-${p.priceId}`} className="size-10 overflow-hidden rounded-full border-2 border-surface bg-sunken">
              {p.imageUrl ? <img src={p.imageUrl} alt="" width={40} height={40} loading="lazy" className="size-full object-contain" /> : null}
            </span>
          ))}
        </span>
        <span className="text-sm text-ink-muted">{order.itemsLabel}</span>
        <span className="ml-auto">
          <StatusBadge badge={order.badge} />
        </span>
      </span>
    </span>
  )
  return (
    <li className="rounded-xl border border-line bg-surface shadow-card">
      <h2 className="m-0 text-base font-normal">
        {hydrated ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full items-start gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:p-5"
          >
            {summary}
            <ChevronDown aria-hidden="true" className={cx('mt-1 size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')} />
          </button>
        ) : (
          <Link to={`/account/orders/${order.uuid}`} className="flex w-full items-start gap-3 rounded-xl p-4 md:p-5">
            {summary}
          </Link>
        )}
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-line px-4 pt-3 pb-4 md:px-5">
        {open ? <OrderPanel order={order} live={live} /> : null}
      </div>
    </li>
  )
}

function OrderPanel({ order, live }: { order: HistoryOrder; live: LiveState | undefined }) {
  return (
    <div className="flex flex-col gap-3">
      {live?.state === 'failed' ? <p className="text-sm text-ink-muted">We could not check the store just now; the products are shown as ordered.</p> : null}
      <ul className="flex flex-col divide-y divide-line" aria-busy={live?.state === 'loading'}>
        {order.products.map((product) => {
          const details = live?.state === 'ready' ? live.products.find((p) => p.productId === product.productId && p.priceId === product.priceId) : undefined
          return (
            <li key={`${product.productId}-${product.priceId}`} className="flex items-center gap-3 py-3">
              <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-sunken">
                {product.imageUrl ? <img src={product.imageUrl} alt="" width={56} height={56} loading="lazy" className="size-full object-contain" /> : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-xs text-ink-muted">{product.brand}</span>
                {details?.available ? (
                  <Link to={details.href} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                    {product.name}
                  </Link>
                ) : (
                  <span className="font-semibold text-ink">{product.name}</span>
                )}
                <span className="text-sm text-ink-muted">
                  {product.weightLabel ? `${product.count} × ${product.weightLabel}` : `Qty ${product.count}`}
                </span>
                {live?.state === 'loading' ? <Skeleton className="mt-1 h-4 w-24" /> : null}
                {details && !details.available ? <span className="mt-1 text-sm text-ink-muted">No longer on this menu</span> : null}
                {details?.available && details.outOfStock ? <span className="mt-1 text-sm font-semibold text-danger">Out of stock</span> : null}
              </span>
              <span className="text-sm font-semibold text-ink">{product.priceText}</span>
            </li>
          )
        })}
      </ul>
      <ButtonLink to={`/account/orders/${order.uuid}`} variant="secondary" className="self-start">
        View order details
      </ButtonLink>
    </div>
  )
}
