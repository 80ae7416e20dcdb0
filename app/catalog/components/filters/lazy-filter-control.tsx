import { lazy, Suspense } from 'react'
import { Skeleton } from '~/ui/skeleton'
import type { ControlProps } from './filter-controls'

const load = () => import('./filter-controls')

/**
 * The filter controls (checkbox tree, lists, pills, sliders, rating) load when a shopper is about to
 * use them, not with the page: the drawer and the quick filters are closed at first, and the menu
 * page's JavaScript budget is tight.
 */
export function preloadFilterControls(): void {
  void load()
}

const FilterControlModule = lazy(() => load().then((module) => ({ default: module.FilterControl })))

export function LazyFilterControl(props: ControlProps) {
  return (
    <Suspense fallback={<ControlSkeleton />}>
      <FilterControlModule {...props} />
    </Suspense>
  )
}

function ControlSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 px-2 py-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-3/5" />
    </div>
  )
}
