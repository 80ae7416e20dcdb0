import { useEffect } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { preloadable, preloadWhenIdle } from '~/ui/preloadable'
import { preloadFilterControls } from './lazy-filter-control'
import type { Props } from './filter-drawer-panel'

/** Fetched when the browser is first idle (with the controls it shows), so 'All Filters' opens at once. */
const FilterDrawerPanel = preloadable(() => import('./filter-drawer-panel').then((module) => module.default))

/** The 'All Filters' drawer (001 §4.1). */
export function FilterDrawer(props: Props) {
  useEffect(() => preloadWhenIdle([FilterDrawerPanel.preload, async () => preloadFilterControls()]), [])
  return (
    <LazyMount active={props.state.open}>
      <FilterDrawerPanel {...props} />
    </LazyMount>
  )
}
