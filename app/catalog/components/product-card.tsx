import { rewardPointsFor, rewardPointsText } from '~/specials/reward-points'
import { useShell } from '~/ui/shell'
import { ExternalLink } from '~/ui/icons'
import { type FormEvent, useId, useRef, useState } from 'react'
import { type NavigateFunction, useLocation, useNavigate } from 'react-router'
import { AppLink } from '~/ui/app-link'
import { useCartNotify, useStoreCart } from '~/cart/components/cart-context'
import { cartNotice } from '~/cart/cart-notice'
import { ConfirmPanel, type ConfirmRequest } from '~/cart/components/confirm-panel'
import { cardButton } from '~/cart/card-button'
import { Badge, LineageChip } from '~/ui/badge'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import type { ProductCardModel } from '../card-model'
import { formatPrice } from '../format'
import { ProductImage, tileTint } from './product-image'

export type ProductCardLayout = 'vertical' | 'responsive'

export type ProductCardProps = {
  card: ProductCardModel
  /** Vertical in carousels; responsive in grids: horizontal below 768 px, vertical from there (000 §9). */
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


/**
 * A product on the menu with its confirm panel. Everything shown comes from the card model; the
 * cart comes from the nearest CartProvider. The name and the image link to the product page (the
 * image link is a duplicate for pointers only, so keyboards and screen readers meet one link); an
 * Ohio product seen from another host opens its page on the Ohio host in a new tab (000 §4).
 * The look lives in product-card.css: one markup serves both layouts.
 *
 * Without JavaScript the card button is a plain form that adds one of the default weight and comes
 * back to the page; with it, the button opens the confirm panel instead. The panel's code comes
 * with the card's (cards render in the menu's rows and grid, whose code loads when a shopper gets
 * near them: app/ui/island.tsx), so a tap opens it in the same frame, even a tap held while that
 * code was on its way. Loaded apart, the panel suspended inside the card, and React reveals a
 * suspended part with its lowest-priority work: on a busy phone, seconds after the tap.
 */
export function ProductCard({ card, layout, placement, position, eager = false, sponsored = false }: ProductCardProps) {
  const cart = useStoreCart(card.storeId)
  const location = useLocation()
  // One navigate for the card's two links (AppLink: no per-link router hooks).
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const notify = useCartNotify()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const inCart = cart.productQuantity(card.productId)
  const button = cardButton(card, inCart)
  const error = cart.error?.itemKey?.startsWith(`${card.productId}+`) ? cart.error.message : null

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    notify(null)
    if (error) cart.dismissError()
    setOpen((value) => !value)
  }

  function onConfirm({ weight, quantity, action }: ConfirmRequest) {
    const option = card.weights.find((w) => w.key === weight)
    if (!option) return
    close()
    notify(null)
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
      .then((result) => notify(cartNotice(card.storeId, action, card.name, result)))
  }

  return (
    <article
      data-placement={placement}
      data-position={position}
      aria-label={card.name}
      className={layout === 'responsive' ? 'pcard pcard-responsive' : 'pcard'}
    >
      <ProductLink card={card} navigate={navigate} tabIndex={-1} aria-hidden="true" className={cx('pcard-media', tileTint(card.lineage, card.image), card.outOfStock && 'is-dimmed')}>
        <ProductImage src={card.image} eager={eager} />
      </ProductLink>
      <Labels card={card} sponsored={sponsored} />
      <div className="pcard-body">
        <Details card={card} navigate={navigate} />
        <div className="pcard-foot">
          <PriceLine card={card} />
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
          />
        </div>
      </div>
      {open ? (
        <ConfirmPanel
          id={panelId}
          card={card}
          lineQuantity={(weight) => cart.lineQuantity(card.productId, weight)}
          onConfirm={onConfirm}
          onClose={close}
          className="pcard-panel"
        />
      ) : null}
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

function noScriptAddAction(hidden: { storeId: number; productId: number; weight: string | null; redirectTo: string }): string {
  const query = new URLSearchParams({
    intent: 'add',
    storeId: String(hidden.storeId),
    productId: String(hidden.productId),
    weight: hidden.weight ?? '',
    quantity: '1',
    redirectTo: hidden.redirectTo,
  })
  return `/api/cart?${query}`
}

function CardAction({
  button,
  buttonRef,
  open,
  panelId,
  onSubmit,
  hidden,
}: {
  button: ReturnType<typeof cardButton>
  buttonRef: React.RefObject<HTMLButtonElement | null>
  open: boolean
  panelId: string
  onSubmit: (event: FormEvent) => void
  hidden: { storeId: number; productId: number; weight: string | null; redirectTo: string }
}) {
  if (button.kind === 'external') {
    return (
      <a href={button.href} target="_blank" rel="noopener" className={buttonClasses('primary', 'md', 'pcard-action')}>
        {button.label}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    )
  }
  if (button.kind === 'out-of-stock') {
    return (
      <button type="button" disabled className={buttonClasses('secondary', 'md', 'pcard-action')}>
        {button.label}
      </button>
    )
  }
  return (
    // Without JavaScript the post adds one of the default weight: its fields ride in the action's
    // query (the cart API reads them there), six elements fewer per card than hidden inputs.
    <form method="post" action={noScriptAddAction(hidden)} onSubmit={onSubmit} className="pcard-action">
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
  navigate,
  className,
  children,
  tabIndex,
  'aria-hidden': ariaHidden,
}: {
  card: ProductCardModel
  navigate: NavigateFunction
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
    <AppLink to={card.url} navigate={navigate} className={className} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {children}
    </AppLink>
  )
}

function Labels({ card, sponsored }: { card: ProductCardModel; sponsored: boolean }) {
  if (!card.saleLabel && !card.isNew && !sponsored) return null
  return (
    <div className="pcard-labels">
      {sponsored ? <Badge tone="neutral">Sponsored</Badge> : null}
      {card.saleLabel ? <Badge tone="accent">{card.saleLabel}</Badge> : null}
      {card.isNew ? <Badge tone="brand">New</Badge> : null}
    </div>
  )
}

function Details({ card, navigate }: { card: ProductCardModel; navigate: NavigateFunction }) {
  const potency = [card.thc && `THC ${card.thc}`, card.cbd && `CBD ${card.cbd}`].filter(Boolean) as string[]
  return (
    <>
      <div className="min-w-0">
        <p className="pcard-brand">{card.brand}</p>
        <h3 className="pcard-name">
          <ProductLink card={card} navigate={navigate}>
            {card.name}
          </ProductLink>
        </h3>
      </div>
      {card.lineage || potency.length ? (
        <div className="pcard-meta">
          {card.lineage ? <LineageChip lineage={card.lineage} /> : null}
          {potency.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </div>
      ) : null}
      {card.rating ? (
        <p className="pcard-rating">
          <span className="sr-only">
            Rated {card.rating.average.toFixed(1)} out of 5 from {card.rating.count}{' '}
            {card.rating.count === 1 ? 'review' : 'reviews'}
          </span>
          <span aria-hidden="true">
            <b>{card.rating.average.toFixed(1)}</b> ({card.rating.count})
          </span>
        </p>
      ) : null}
    </>
  )
}

function PriceLine({ card }: { card: ProductCardModel }) {
  return (
    <div className="price-line">
      {card.price === null ? (
        <span className="text-sm text-ink-muted">Price unavailable</span>
      ) : card.discountedPrice === null ? (
        <span className="price">{formatPrice(card.price)}</span>
      ) : (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="price price-sale">
            <span className="sr-only">Sale price </span>
            {formatPrice(card.discountedPrice)}
          </span>
          <s className="price-was">
            <span className="sr-only">Original price </span>
            {formatPrice(card.price)}
          </s>
        </span>
      )}
      {card.weightLabel ? <span className="price-unit">{card.weightLabel}</span> : null}
      <RewardPoints unitPrice={card.discountedPrice ?? card.price} />
    </div>
  )
}

/** 000 §3 rewardPoints: what the item earns members at the chain's rate; an invitation for visitors. */
function RewardPoints({ unitPrice }: { unitPrice: number | null }) {
  const shell = useShell()
  const text = rewardPointsText(rewardPointsFor(unitPrice, shell?.rewardsPointsPerDollar ?? 0), Boolean(shell?.account))
  return text ? <span className="pcard-points">{text}</span> : null
}
