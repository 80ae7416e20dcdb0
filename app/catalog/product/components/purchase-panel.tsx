import { ShoppingBag, Star } from '~/ui/icons'
import { type FormEvent, useId } from 'react'
import { Link, useLocation } from 'react-router'
import { withFlow } from '~/auth/flow'
import { rewardPointsFor, rewardPointsText } from '~/specials/reward-points'
import { useShell } from '~/ui/shell'
import { useCartNotify, useStoreCart } from '~/cart/components/cart-context'
import { cartNotice } from '~/cart/cart-notice'
import { QuantityStepper } from '~/cart/components/quantity-stepper'
import type { WeightKey } from '~/catalog/search/types'
import { Badge, LineageChip } from '~/ui/badge'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { formatPrice } from '../../format'
import {
  brandMenuHref,
  cartButtonState,
  potencyTags,
  priceLine,
  priceWeightLabel,
  unitAmountLabel,
  productKindLabel,
  quantityNote,
  quantityRange,
} from '../product-rules'
import type { ProductDetail, ProductStore } from '../types'

/**
 * The purchase panel (000 §4 product detail page): brand link, name, lineage and kind, rating,
 * potency tags, weights as a radio group, price, quantity and the cart button. Out of stock hides
 * the selectors and the price behind an 'Out of Stock' label. The selected weight and quantity live
 * in the page (a weight change also resets the gallery), the cart in the cart context.
 *
 * Without JavaScript the panel is a form that adds one of the checked weight and comes back here.
 */
export function PurchasePanel({
  product,
  store,
  weight,
  quantity,
  onWeightChange,
  onQuantityChange,
  rating,
  reviewsLinked,
  returnTo,
}: {
  product: ProductDetail
  store: ProductStore
  weight: WeightKey | null
  quantity: number
  onWeightChange: (weight: WeightKey) => void
  onQuantityChange: (quantity: number) => void
  /** Null when ratings are hidden (Ohio hosts) or nobody has reviewed the product. */
  rating: { average: number; count: number } | null
  /** Whether the page has a reviews section for the rating to link to. */
  reviewsLinked: boolean
  /** Where the no-JavaScript form comes back to. */
  returnTo: string
}) {
  const cart = useStoreCart(store.storeId)
  const notify = useCartNotify()
  const quantityLabelId = useId()
  const noteId = useId()
  const variant = product.variants.find((v) => v.key === weight)
  const cartQuantity = weight ? cart.lineQuantity(product.productId, weight) : 0
  const range = quantityRange(product.maxCartQuantity, variant, cartQuantity)
  const soldOutWeight = !variant || (variant.inventory <= 0 && cartQuantity <= 0)
  const button = cartButtonState({ outOfStock: product.outOfStock || soldOutWeight, cartQuantity, quantity })
  const price = priceLine(variant)
  const weightText = priceWeightLabel(product.kind, variant) ?? unitAmountLabel(variant, product.gramsPerUnit)
  const tags = potencyTags(product, variant)
  const note = quantity >= range.max ? quantityNote(product.maxCartQuantity, variant) : null
  const error = cart.error?.itemKey?.startsWith(`${product.productId}+`) ? cart.error.message : null
  const saleLabel = product.specialTitle ?? (variant?.discountedPrice != null ? 'Sale' : null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!variant || button.disabled || button.action === 'none') return
    const action = button.action
    notify(null)
    if (error) cart.dismissError()
    void cart
      .setQuantity(
        {
          productId: product.productId,
          weight: variant.key,
          name: product.name,
          brand: product.brand,
          image: product.images[0] ?? null,
          lineage: product.lineage,
          price: variant.price,
          discountedPrice: variant.discountedPrice,
          quantity,
          max: range.max,
        },
        action === 'remove' ? 0 : quantity,
      )
      .then((result) => notify(cartNotice(store.storeId, action, product.name, result)))
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {saleLabel ? (
          <Badge tone="accent" className="self-start">
            {saleLabel}
          </Badge>
        ) : null}
        <Link
          to={brandMenuHref(store.menuPath, product.brand)}
          className="-my-2 inline-flex min-h-11 items-center self-start text-sm font-semibold tracking-wide text-brand-800 uppercase underline-offset-4 hover:underline"
        >
          {product.brand}
          <span className="sr-only">: more from this brand on the menu</span>
        </Link>
        <h1 className="font-display text-3xl leading-tight font-semibold text-ink md:text-4xl">{product.name}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
          {product.lineage ? <LineageChip lineage={product.lineage} /> : null}
          <span>{productKindLabel(product)}</span>
          {product.brandSubtype ? <span>{product.brandSubtype}</span> : null}
        </div>
        {rating ? <RatingLine rating={rating} linked={reviewsLinked} /> : null}
      </div>

      {tags.length ? (
        <ul aria-label="Potency" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.label} className="rounded-lg border border-line bg-surface px-3 py-1.5 text-sm">
              <span className="text-ink-muted">{tag.label}</span> <span className="tabular font-semibold text-ink">{tag.value}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <form method="post" action="/api/cart" onSubmit={onSubmit} aria-label={`Buy ${product.name}`} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="storeId" value={store.storeId} />
        <input type="hidden" name="productId" value={product.productId} />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="redirectTo" value={returnTo} />

        {product.outOfStock ? (
          <p className="self-start rounded-lg bg-danger-tint px-3 py-2 text-base font-semibold text-danger">Out of Stock</p>
        ) : (
          <>
            {product.variants.length > 1 ? (
              <fieldset className="min-w-0">
                <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Weight</legend>
                <div className="flex flex-wrap gap-2">
                  {product.variants.map((option) => {
                    const soldOut = option.inventory <= 0 && cart.lineQuantity(product.productId, option.key) <= 0
                    return (
                      <label
                        key={option.key}
                        className={cx(
                          'relative flex min-h-12 min-w-20 cursor-pointer flex-col items-center justify-center rounded-lg border px-3 py-1.5 text-center leading-tight transition-colors',
                          'border-line-strong bg-surface text-ink hover:border-brand-300',
                          'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white',
                          'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                          soldOut && 'cursor-not-allowed border-dashed opacity-60 hover:border-line-strong',
                        )}
                      >
                        <input
                          type="radio"
                          name="weight"
                          value={option.key}
                          checked={weight === option.key}
                          disabled={soldOut}
                          onChange={() => onWeightChange(option.key)}
                          className="sr-only"
                        />
                        <span className="text-sm font-semibold">{option.label}</span>
                        <span className="tabular text-xs">
                          {soldOut ? (
                            'Out of stock'
                          ) : (
                            <>
                              {option.discountedPrice !== null ? <span className="sr-only">Sale price </span> : null}
                              {formatPrice(option.unitPrice)}
                            </>
                          )}
                        </span>
                      </label>
                    )
                  })}
                </div>
              </fieldset>
            ) : (
              <input type="hidden" name="weight" value={weight ?? ''} />
            )}

            {price ? (
              <p className="flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
                {price.was ? (
                  <>
                    <span className="tabular text-3xl font-bold text-accent-ink">
                      <span className="sr-only">Sale price </span>
                      {price.now}
                    </span>
                    <s className="tabular text-base text-ink-muted">
                      <span className="sr-only">Original price </span>
                      {price.was}
                    </s>
                  </>
                ) : (
                  <span className="tabular text-3xl font-bold text-ink">{price.now}</span>
                )}
                {weightText ? <span className="text-sm font-medium text-ink-muted">{weightText}</span> : null}
              </p>
            ) : null}
            <ProductRewardPoints unitPrice={variant ? (variant.discountedPrice ?? variant.price) : null} />

            <div className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-3 sm:justify-start sm:gap-6">
                <span id={quantityLabelId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  Quantity
                </span>
                <QuantityStepper
                  value={quantity}
                  min={range.min}
                  max={range.max}
                  onChange={onQuantityChange}
                  labelledBy={quantityLabelId}
                  describedBy={note ? noteId : undefined}
                  size="lg"
                />
              </div>
              {note ? (
                <p id={noteId} className="text-xs text-ink-muted">
                  {note}
                </p>
              ) : null}
              {cartQuantity > 0 ? (
                <p className="text-sm text-ink-muted">
                  {cartQuantity} of this weight {cartQuantity === 1 ? 'is' : 'are'} in your cart
                </p>
              ) : null}
            </div>
          </>
        )}

        <Button type="submit" size="lg" disabled={button.disabled} className="w-full">
          <ShoppingBag aria-hidden="true" className="size-5" />
          {button.label}
        </Button>
      </form>

    </div>
  )
}

function RatingLine({ rating, linked }: { rating: { average: number; count: number }; linked: boolean }) {
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  const content = (
    <>
      <span aria-hidden="true" className="flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cx('size-4', n <= Math.round(rating.average) ? 'fill-accent text-accent' : 'fill-none text-line-strong')}
          />
        ))}
      </span>
      <span aria-hidden="true" className="tabular">
        <span className="font-semibold text-ink">{rating.average.toFixed(1)}</span> ({rating.count}{' '}
        {rating.count === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only">{label}</span>
    </>
  )
  return linked ? (
    <a
      href="#reviews"
      data-testid="product-rating"
      className="-my-2 inline-flex min-h-11 items-center gap-2 self-start text-sm text-ink-muted underline-offset-4 hover:text-brand-800 hover:underline"
    >
      {content}
    </a>
  ) : (
    <p data-testid="product-rating" className="flex items-center gap-2 text-sm text-ink-muted">
      {content}
    </p>
  )
}

/** 000 §3 rewardPoints on the product page: members see what the item earns, visitors are invited to join. */
function ProductRewardPoints({ unitPrice }: { unitPrice: number | null }) {
  const shell = useShell()
  const location = useLocation()
  const points = rewardPointsFor(unitPrice, shell?.rewardsPointsPerDollar ?? 0)
  if (!points) return null
  if (shell?.account) return <p className="text-sm font-medium text-brand-800">{rewardPointsText(points, true)} with this item.</p>
  return (
    <p className="text-sm text-ink-muted">
      Members earn <span className="font-semibold text-brand-800">{points} {points === 1 ? 'point' : 'points'}</span> with this item.{' '}
      <Link to={withFlow(location, 'signup')} className="font-semibold text-brand-800 underline underline-offset-4" preventScrollReset>
        Join rewards
      </Link>
    </p>
  )
}
