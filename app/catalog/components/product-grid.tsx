import { Skeleton } from '~/ui/skeleton'
import type { ProductCardData } from '../types'
import { ProductCard } from './product-card'

/** 2 columns on phones, 3 from 768 px, 4 from 1280 px, 5 at 1440 px. */
const gridClasses = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 xl:grid-cols-4 wide:grid-cols-5'

/** Images in the first row load eagerly (five covers the widest row); the rest wait until near the viewport. */
const EAGER_IMAGES = 5

export function ProductGrid({ products, label }: { products: ProductCardData[]; label: string }) {
  return (
    <ul aria-label={label} className={gridClasses}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  )
}

/** The grid's shape while the next menu loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={gridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-line bg-surface">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3 md:p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-3 h-5 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  )
}
