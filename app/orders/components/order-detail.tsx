import { ArrowLeft, MessageCircle } from '~/ui/icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '~/ui/button'
import { cx } from '~/ui/cx'
import { StatusSteps } from './status-steps'
import type { OrderDetail as Detail } from '../order-detail.server'
import { type ReviewAnswer, ReviewForm } from './review-form'
import { StatusBadge } from './status-badge'

/** The order detail page (001 §2.2): status steps, store and window, products, receipt and reviews. */
export function OrderDetail({ order, onChat, reviewAnswer }: { order: Detail; onChat: () => void; reviewAnswer: ReviewAnswer | null }) {
  const address = order.deliveryAddress
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/account/orders" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to My orders
        </Link>
        <button
          type="button"
          onClick={onChat}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Chat with us
        </button>
      </div>

      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Order {order.reference}</h1>
        <StatusBadge badge={order.badge} />
      </header>

      {order.cancelled ? (
        <p className="rounded-lg bg-sunken px-4 py-3 text-ink">This order was cancelled.</p>
      ) : (
        <StatusSteps currentIndex={order.stepIndex} label="Order status" />
      )}

      <section aria-labelledby="order-info" className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
        <h2 id="order-info" className="sr-only">
          Order information
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item term="Store">
            <Link to={order.menuPath} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {order.storeName}
            </Link>
          </Item>
          <Item term="Placed">{order.placedLabel}</Item>
          <Item term={order.mode === 'delivery' ? 'Delivery window' : 'Pickup window'}>{order.windowLabel}</Item>
          <Item term="Queue number">
            <span className="tabular font-semibold">{order.queueNumber}</span>
          </Item>
          {address ? (
            <Item term="Delivery address">
              <address className="not-italic">
                {address.street}
                {address.street2 ? `, ${address.street2}` : ''}
                <br />
                {address.city}, {address.state_code} {address.zipcode}
              </address>
            </Item>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="order-products" className="flex flex-col gap-3">
        <h2 id="order-products" className="text-lg font-semibold text-ink">
          Products
        </h2>
        <ul className="flex flex-col gap-3">
          {order.products.map((product) => (
            <li key={`${product.productId}-${product.priceId}`} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-card">
              <div className="flex items-center gap-3">
                <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-sunken">
                  {product.imageUrl ? <img src={product.imageUrl} alt="" width={64} height={64} loading="lazy" className="size-full object-contain" /> : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-xs text-ink-muted">{product.brand}</span>
                  <Link to={product.href} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                    {product.name}
                  </Link>
                  <span className="text-sm text-ink-muted">
                    {product.weightLabel ? `${product.count} × ${product.weightLabel}` : `Qty ${product.count}`}
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm">
                  <span className="font-semibold text-ink">{product.priceText}</span>
                  {product.originalPriceText ? (
                    <s className="text-ink-muted">
                      <span className="sr-only">was </span>
                      {product.originalPriceText}
                    </s>
                  ) : null}
                </span>
              </div>
              {order.reviewable ? (
                <ReviewForm
                  productId={product.productId}
                  productName={product.name}
                  href={product.href}
                  reviewed={product.reviewed}
                  vocabulary={order.vocabulary}
                  fallback={reviewAnswer}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-receipt" className="rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
        <h2 id="order-receipt" className="mb-3 text-lg font-semibold text-ink">
          Receipt
        </h2>
        <dl className="flex flex-col gap-2">
          {order.receipt.map((row, index) => (
            <div
              key={row.label}
              className={cx('flex justify-between gap-4', index === order.receipt.length - 1 && 'border-t border-line pt-2 font-semibold')}
            >
              <dt>{row.label}</dt>
              <dd className="tabular">{row.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ButtonLink to={order.menuPath} variant="secondary" className="self-start">
        Shop this store again
      </ButtonLink>
    </div>
  )
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}
