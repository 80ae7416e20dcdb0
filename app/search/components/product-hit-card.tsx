import { Link } from 'react-router'
import { ProductImage, tileTint } from '~/catalog/components/product-image'
import { LineageChip } from '~/ui/badge'
import { cx } from '~/ui/cx'
import type { ProductHit } from '../hits'

/**
 * A product among the search results: image on its lineage's tinted square, brand, name, kind and
 * lineage, price and where it is sold. The name is the one link (to the product page); the whole
 * card is its target. Adding to the cart happens on the product page, so the results stay light.
 */
export function ProductHitCard({ hit, className }: { hit: ProductHit; className?: string }) {
  return (
    <article
      className={cx(
        'group relative flex h-full gap-3 overflow-hidden rounded-xl border border-line bg-surface p-3 shadow-card transition-shadow',
        'focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md sm:flex-col sm:p-0',
        className,
      )}
    >
      <div className={cx('aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-sunken sm:w-full sm:rounded-none [&>img]:size-full [&>img]:object-cover', tileTint(hit.lineage))}>
        <ProductImage src={hit.image} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">{hit.brand}</p>
        <h3 className="line-clamp-2 text-base font-semibold text-ink">
          <Link to={hit.href} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
            {hit.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <span className="font-medium">{hit.kind}</span>
          {hit.lineage ? <LineageChip lineage={hit.lineage} /> : null}
        </p>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-1">
          <span className="font-semibold text-ink tabular-nums">{hit.price}</span>
          <span className="text-xs text-ink-muted">{hit.where}</span>
        </p>
      </div>
    </article>
  )
}
