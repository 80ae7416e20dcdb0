import { Suspense } from 'react'
import { preloadable } from '~/ui/preloadable'
import { Skeleton } from '~/ui/skeleton'
import type { ControlProps } from './filter-controls'

const FilterControlModule = preloadable(() => import('./filter-controls').then((module) => module.FilterControl), { inline: true })

/**
 * The filter controls (checkbox tree, lists, pills, sliders, rating) are not in the page's first
 * JavaScript: the drawer and the quick filters are closed at first. They are fetched when the
 * browser is first idle (or a pointer or focus reaches a filter), and once in they render in the
 * same frame, so a dropdown shows its options, not a skeleton. Resolves to whether the code is in.
 */
export function preloadFilterControls(): Promise<boolean> {
  return FilterControlModule.preload()
}

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

