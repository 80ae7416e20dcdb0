import { ExternalLink, Star } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useStoreCart } from '~/cart/components/cart-context'
import { type ConfirmRequest, ConfirmPanel } from '~/cart/components/confirm-panel'
import { cardButton } from '~/cart/confirm-panel'
import { Badge, LineageChip } from '~/ui/badge'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import type { ProductCardModel } from '../card-model'
import { formatPrice } from '../format'
import { ProductImageTile } from './product-image'

export type ProductCardLayout = 'vertical' | 'horizontal'

export type ProductCardProps = {
  card: ProductCardModel
  /** Vertical in grids on wide screens and in carousels; horizontal in the grid below 768 px. */
  layout: ProductCardLayout
  /** Where the card is shown ('grid', 'carousel:specials' …), kept on the element for analytics. */
  placement?: string
  /** 0-based position within its placement. */
  position?: number
  /** Load the image at once (cards in the first row). */
  eager?: boolean
  /** A paid placement: the card says 'Sponsored' (advertising is disclosed on the ad, not only on its row). */
  sponsored?: boolean
}

const STATUS_TEXT = { add: 'Added to cart', update: 'Cart updated', remove: 'Removed from cart' } as const

/**
 * A product on the menu with its confirm panel. Everything shown comes from the card model; the
 * cart comes from the nearest CartProvider. The name and the image link to the product page (the
 * image link is a duplicate for pointers only, so keyboards and screen readers meet one link); an
 * Ohio product seen from another host opens its page on the Ohio host in a new tab (000 §4).
 *
 * Without JavaScript the card button is a plain form that adds one of the default weight and comes
 * back to the page; with it, the button opens the confirm panel instead.
 */
export function ProductCard({ card, layout, placement, position, eager = false, sponsored = false }: ProductCardProps) {
  const cart = useStoreCart(card.storeId)
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const inCart = cart.productQuantity(card.productId)
  const button = cardButton(card, inCart)
  const error = cart.error?.itemKey?.startsWith(`${card.productId}+`) ? cart.error.message : null
  const vertical = layout === 'vertical'

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setStatus('')
    if (error) cart.dismissError()
    setOpen((value) => !value)
  }

  function onConfirm({ weight, quantity, action }: ConfirmRequest) {
    const option = card.weights.find((w) => w.key === weight)
    if (!option) return
    close()
    setStatus('')
    void cart
      .setQuantity(
        {
          productId: card.productId,
          weight,
          name: card.name,
          brand: card.brand,
          image: card.image,
          lineage: card.lineage,
          price: option.price,
          discountedPrice: option.discountedPrice,
          quantity,
          max: Math.min(card.maxCartQuantity, option.inventory),
        },
        quantity,
      )
      .then((result) => setStatus(result.ok ? STATUS_TEXT[action] : ''))
  }

  const panel = open ? (
    <ConfirmPanel
      id={panelId}
      card={card}
      lineQuantity={(weight) => cart.lineQuantity(card.productId, weight)}
      onConfirm={onConfirm}
      onClose={close}
      className={
        vertical
          ? 'absolute inset-0 z-10 overflow-y-auto rounded-xl p-3 md:p-4'
          : 'rounded-b-xl border-t border-line p-3'
      }
    />
  ) : null

  const action = (
    <CardAction
      button={button}
      buttonRef={buttonRef}
      open={open}
      panelId={panelId}
      onSubmit={onSubmit}
      hidden={{
        storeId: card.storeId,
        productId: card.productId,
        weight: card.defaultWeight,
        redirectTo: returnPath(location.pathname, location.search, card.url),
      }}
      className={vertical ? 'w-full' : 'ml-auto shrink-0'}
    />
  )

  const feedback = (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  )

  return (
    <article
      data-placement={placement}
      data-position={position}
      aria-label={card.name}
      className={cx(
        'relative flex h-full flex-col rounded-xl border border-line bg-surface shadow-card',
        vertical && 'overflow-hidden',
      )}
    >
      {vertical ? (
        <>
          <div className="relative">
            <ProductLink card={card} tabIndex={-1} aria-hidden="true" className="block">
              <ProductImageTile src={card.image} lineage={card.lineage} eager={eager} dimmed={card.outOfStock} />
            </ProductLink>
            <Labels card={card} sponsored={sponsored} className="pointer-events-none absolute top-2 left-2 right-2" />
          </div>
          <div className="flex flex-1 flex-col gap-2 p-3 md:p-4">
            <Details card={card} />
            <PriceLine card={card} className="mt-auto pt-1" />
            {action}
            {feedback}
          </div>
        </>
      ) : (
        <div className="flex gap-3 p-3">
          <ProductLink
            card={card}
            tabIndex={-1}
            aria-hidden="true"
            className="block w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-28"
          >
            <ProductImageTile src={card.image} lineage={card.lineage} eager={eager} dimmed={card.outOfStock} />
          </ProductLink>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Labels card={card} sponsored={sponsored} />
            <Details card={card} />
            <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
              <PriceLine card={card} />
              {action}
            </div>
            {feedback}
          </div>
        </div>
      )}
      {panel}
    </article>
  )
}

/**
 * Where the no-JavaScript form comes back to: this page with its query. The router reports the
 * menu page without its trailing slash, so on the card's own menu page the canonical menu path
 * (the product url up to 'product/') is used instead.
 */
function returnPath(pathname: string, search: string, productUrl: string): string {
  const menuPath = productUrl.replace(/product\/.*$/, '')
  const onMenuPage = menuPath.replace(/\/$/, '') === pathname.replace(/\/$/, '')
  return `${onMenuPage ? menuPath : pathname}${search}`
}

function CardAction({
  button,
  buttonRef,
  open,
  panelId,
  onSubmit,
  hidden,
  className,
}: {
  button: ReturnType<typeof cardButton>
  buttonRef: React.RefObject<HTMLButtonElement | null>
  open: boolean
  panelId: string
  onSubmit: (event: FormEvent) => void
  hidden: { storeId: number; productId: number; weight: string | null; redirectTo: string }
  className: string
}) {
  if (button.kind === 'external') {
    return (
      <a href={button.href} target="_blank" rel="noopener" className={buttonClasses('primary', 'md', className)}>
        {button.label}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    )
  }
  if (button.kind === 'out-of-stock') {
    return (
      <button type="button" disabled className={buttonClasses('secondary', 'md', className)}>
        {button.label}
      </button>
    )
  }
  return (
    <form method="post" action="/api/cart" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="storeId" value={hidden.storeId} />
      <input type="hidden" name="productId" value={hidden.productId} />
      <input type="hidden" name="weight" value={hidden.weight ?? ''} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={hidden.redirectTo} />
      <button
        ref={buttonRef}
        type="submit"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={button.kind === 'edit' ? `${button.label}, ${button.badge} in cart` : undefined}
        className={buttonClasses(button.kind === 'edit' ? 'secondary' : 'primary', 'md', 'w-full')}
      >
        {button.label}
        {button.kind === 'edit' ? (
          <span className="tabular grid h-6 min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            {button.badge}
          </span>
        ) : null}
      </button>
    </form>
  )
}

/**
 * A link to the card's product page: a router link on this host, or — for an Ohio product on
 * another host — a plain link to the Ohio host that opens in a new tab.
 */
function ProductLink({
  card,
  className,
  children,
  tabIndex,
  'aria-hidden': ariaHidden,
}: {
  card: ProductCardModel
  className?: string
  children: React.ReactNode
  tabIndex?: number
  'aria-hidden'?: 'true'
}) {
  if (card.externalUrl) {
    return (
      <a href={card.externalUrl} target="_blank" rel="noopener" className={className} tabIndex={tabIndex} aria-hidden={ariaHidden}>
        {children}
        {ariaHidden ? null : <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    )
  }
  return (
    <Link to={card.url} className={className} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {children}
    </Link>
  )
}

function Labels({ card, sponsored, className }: { card: ProductCardModel; sponsored: boolean; className?: string }) {
  if (!card.saleLabel && !card.isNew && !sponsored) return null
  return (
    <div className={cx('flex flex-wrap gap-1.5', className)}>
      {sponsored ? (
        <Badge tone="neutral" className="bg-surface shadow-card">
          Sponsored
        </Badge>
      ) : null}
      {card.saleLabel ? (
        <Badge tone="accent" className="max-w-full truncate shadow-card">
          {card.saleLabel}
        </Badge>
      ) : null}
      {card.isNew ? (
        <Badge tone="brand" className="bg-surface shadow-card">
          New
        </Badge>
      ) : null}
    </div>
  )
}

function Details({ card }: { card: ProductCardModel }) {
  const potency = [card.thc && `THC ${card.thc}`, card.cbd && `CBD ${card.cbd}`].filter(Boolean) as string[]
  return (
    <>
      <div className="min-w-0">
        <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">{card.brand}</p>
        <h3 className="mt-0.5 line-clamp-2 text-sm font-semibold text-ink md:text-base">
          <ProductLink card={card} className="rounded-sm underline-offset-4 hover:text-brand-800 hover:underline">
            {card.name}
          </ProductLink>
        </h3>
      </div>
      {card.lineage || potency.length ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-ink-muted">
          {card.lineage ? <LineageChip lineage={card.lineage} /> : null}
          {potency.map((text) => (
            <span key={text} className="tabular font-medium">
              {text}
            </span>
          ))}
        </div>
      ) : null}
      {card.rating ? (
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <Star aria-hidden="true" className="size-3.5 fill-accent text-accent" />
          <span className="sr-only">
            Rated {card.rating.average.toFixed(1)} out of 5 from {card.rating.count}{' '}
            {card.rating.count === 1 ? 'review' : 'reviews'}
          </span>
          <span aria-hidden="true" className="tabular">
            <span className="font-semibold text-ink">{card.rating.average.toFixed(1)}</span> ({card.rating.count})
          </span>
        </p>
      ) : null}
    </>
  )
}

function PriceLine({ card, className }: { card: ProductCardModel; className?: string }) {
  return (
    <div className={cx('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      {card.price === null ? (
        <span className="text-sm text-ink-muted">Price unavailable</span>
      ) : card.discountedPrice === null ? (
        <span className="tabular text-base font-bold text-ink">{formatPrice(card.price)}</span>
      ) : (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="tabular text-base font-bold text-accent-ink">
            <span className="sr-only">Sale price </span>
            {formatPrice(card.discountedPrice)}
          </span>
          <s className="tabular text-xs text-ink-subtle">
            <span className="sr-only">Original price </span>
            {formatPrice(card.price)}
          </s>
        </span>
      )}
      {card.weightLabel ? <span className="text-xs font-medium text-ink-muted">{card.weightLabel}</span> : null}
    </div>
  )
}
