import { Badge, LineageChip } from '~/ui/badge'
import { formatPrice } from '../format'
import type { ProductCardData } from '../types'
import { ProductImageTile } from './product-image'

/**
 * A product on the menu: image, brand above name, lineage, potency, price (the sale price in the
 * accent colour with the original struck through) and its labels. Not a link yet: the product page
 * arrives in a later issue.
 */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const potency = [product.thc && `THC ${product.thc}`, product.cbd && `CBD ${product.cbd}`].filter(Boolean)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
      <div className="relative">
        <ProductImageTile src={product.image} lineage={product.lineage} eager={eager} dimmed={product.outOfStock} />
        {product.isNew || product.outOfStock ? (
          <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
            {product.isNew ? <Badge tone="brand" className="bg-surface shadow-card">New</Badge> : null}
            {product.outOfStock ? <Badge tone="danger" className="shadow-card">Out of stock</Badge> : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 md:p-4">
        <div className="min-w-0">
          <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">{product.brand}</p>
          <h3 className="mt-0.5 line-clamp-2 text-sm font-semibold text-ink md:text-base">{product.name}</h3>
        </div>
        {product.lineage || potency.length || product.amount ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-ink-muted">
            {product.lineage ? <LineageChip lineage={product.lineage} /> : null}
            {potency.map((text) => (
              <span key={text} className="tabular font-medium">
                {text}
              </span>
            ))}
            {product.amount ? <span className="font-medium">{product.amount}</span> : null}
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1 pt-2">
          <Price price={product.price} discountedPrice={product.discountedPrice} />
          {product.weightLabel ? <span className="text-xs font-medium text-ink-muted">{product.weightLabel}</span> : null}
        </div>
      </div>
    </article>
  )
}

function Price({ price, discountedPrice }: { price: number | null; discountedPrice: number | null }) {
  if (price === null) return <span className="text-sm text-ink-muted">Price unavailable</span>
  if (discountedPrice === null) {
    return <span className="tabular text-base font-bold text-ink">{formatPrice(price)}</span>
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="tabular text-base font-bold text-accent-ink">
        <span className="sr-only">Sale price </span>
        {formatPrice(discountedPrice)}
      </span>
      <s className="tabular text-xs text-ink-subtle">
        <span className="sr-only">Original price </span>
        {formatPrice(price)}
      </s>
    </span>
  )
}
