import { type ComponentProps, useEffect } from 'react'
import { LazyMount } from '../lazy-mount'
import { preloadable, preloadWhenIdle } from '../preloadable'

/** Fetched when the browser is idle once the footer is interactive, so the drawer opens at once. */
const CustomerCenterPanel = preloadable(() => import('./customer-center-panel').then((module) => module.default))

/** The customer-center drawer (001 §2.7); its code loads the first time it opens. */
export function CustomerCenterDrawer(props: ComponentProps<typeof CustomerCenterPanel>) {
  useEffect(() => preloadWhenIdle([CustomerCenterPanel.preload]), [])
  return (
    <LazyMount active={props.open}>
      <CustomerCenterPanel {...props} />
    </LazyMount>
  )
}
