import { Skeleton } from '~/ui/skeleton'

/** One column of horizontal cards on phones; vertical cards from 768 px, 3 to 5 across. Gap 20 px (000 §9). */
export const gridClasses = 'grid grid-cols-1 gap-3 md:grid-cols-3 md:gap-5 xl:grid-cols-4 wide:grid-cols-5'

/** A card's shape while it loads: horizontal on phones, vertical from 768 px. */
export function CardSkeleton() {
  return (
    <div className="flex h-full gap-3 rounded-xl border border-line bg-surface p-3 md:flex-col md:gap-0 md:overflow-hidden md:p-0">
      <Skeleton className="aspect-square w-24 shrink-0 rounded-lg sm:w-28 md:w-full md:rounded-none" />
      <div className="flex flex-1 flex-col gap-2 md:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-3 h-10 w-full rounded-full" />
      </div>
    </div>
  )
}

/** The grid's shape while a new menu or a new filter loads from nothing (up to 8 cards: 000 §9). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={gridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  )
}
