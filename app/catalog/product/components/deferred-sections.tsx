import { type ReactNode, Suspense, use, useMemo } from 'react'
import { ProductReviews } from '~/reviews/components/product-reviews'
import type { ReviewSummary, ReviewsPage } from '~/reviews/types'
import { island } from '~/ui/island'
import type { RelatedProducts } from '../product.server'

// Below the fold on every width, and the heaviest part of the page to hydrate (a row of cards and
// its carousel): its code loads as a shopper gets near it (app/ui/island.tsx), as the menu's rows do.
const ProductCarousel = island(() => import('~/catalog/components/carousels/menu-rows').then((module) => module.ProductCarousel))

/**
 * The below-the-fold parts of the product page (house style 10): the loader returns them as
 * promises, the critical content paints first, and these stream in behind skeletons of their own
 * shape. A part that fails renders nothing: the page around it is still whole.
 */
export function RelatedProductsSection({
  related,
  storeId,
  productId,
}: {
  related: Promise<RelatedProducts | null>
  storeId: number
  productId: number
}) {
  // One object while the product stands: a new one would tell the island its server HTML is stale.
  const load = useMemo(() => ({ product: String(productId) }), [productId])
  return (
    <Suspense fallback={<CarouselSkeleton />}>
      <Resolved promise={related}>
        {/* The page sends the row's first cards; the rest come when it is near (relatedFirstScreen). */}
        {(row) => (row ? <ProductCarousel row={row} storeId={storeId} load={load} /> : null)}
      </Resolved>
    </Suspense>
  )
}

export function ReviewsSection({
  productId,
  reviews,
}: {
  productId: number
  reviews: Promise<{ summary: ReviewSummary; initial: ReviewsPage } | null>
}) {
  return (
    <Suspense fallback={<ReviewsSkeleton />}>
      <Resolved promise={reviews}>
        {(section) => (section ? <ProductReviews productId={productId} summary={section.summary} initial={section.initial} /> : null)}
      </Resolved>
    </Suspense>
  )
}

/**
 * What React Router's `<Await resolve errorElement={null}>` did here, on React's own `use()`: the
 * part suspends (its skeleton shows) until the loader's promise settles, then renders with its
 * value; a rejection goes on to the route's error boundary, as it did with `errorElement={null}`.
 * Nothing else used Await, whose code (~0.4 kB gzip) sat in the 'shared' chunk every page loads.
 */
function Resolved<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(promise))
}

function CarouselSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-7 w-56 animate-pulse rounded bg-sunken" />
      <div className="flex gap-3 overflow-hidden md:gap-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="w-[246px] shrink-0 overflow-hidden rounded-xl border border-line bg-surface xl:w-[364px]">
            <div className="aspect-square animate-pulse bg-sunken" />
            <div className="h-40" />
          </div>
        ))}
      </div>
    </div>
  )
}

function ReviewsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="h-8 w-52 animate-pulse rounded bg-sunken" />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="h-48 animate-pulse rounded-xl bg-sunken" />
        <div className="h-48 animate-pulse rounded-xl bg-sunken" />
      </div>
    </div>
  )
}
