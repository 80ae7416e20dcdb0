import { lazy } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import type { Props } from './filter-drawer-panel'

const FilterDrawerPanel = lazy(() => import('./filter-drawer-panel'))

/** The 'All Filters' drawer (001 §4.1); its code loads the first time it opens. */
export function FilterDrawer(props: Props) {
  return (
    <LazyMount active={props.state.open}>
      <FilterDrawerPanel {...props} />
    </LazyMount>
  )
}
