import { useEffect, useState } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { preloadable, preloadWhenIdle } from '~/ui/preloadable'
import { preloadFilterControls } from './lazy-filter-control'
import type { Props } from './filter-drawer-panel'

/** Fetched when the browser is first idle (with the controls it shows), so 'All Filters' opens at once. */
const FilterDrawerPanel = preloadable(() => import('./filter-drawer-panel').then((module) => module.default))

/**
 * The 'All Filters' drawer (001 §4.1). Once its code is in (when the browser is first idle), the
 * closed drawer is drawn ahead with its content hidden (FilterDrawerPanel's <Activity>, rendered at
 * React's lowest priority in slices that give way to input), so the tap that opens it only shows
 * what is there: at 4× CPU the tap's click handling fell from ~118 to ~50 ms and its time to the
 * next paint from ~240 to ~210 ms (medians of 15 taps; decision 0034). A tap before then draws it
 * on the spot, as before.
 */
export function FilterDrawer(props: Props) {
  const [ready, setReady] = useState(false)
  useEffect(
    () =>
      preloadWhenIdle([
        // Drawn ahead only with all its code in: a chunk that failed to come would fail the page
        // behind the shopper's back (a tap on 'All Filters' fetches it again). The content itself
        // renders at the lowest priority (the panel's <Activity>): this render is the closed dialog.
        async () => {
          const loaded = await Promise.all([preloadFilterControls(), FilterDrawerPanel.preload()])
          setReady(!loaded.includes(false))
        },
      ]),
    [],
  )
  return (
    <LazyMount active={props.state.open || ready}>
      <FilterDrawerPanel {...props} />
    </LazyMount>
  )
}
