import { type ComponentProps, lazy } from 'react'
import { LazyMount } from '../lazy-mount'

const CustomerCenterPanel = lazy(() => import('./customer-center-panel'))

/** The customer-center drawer (001 §2.7); its code loads the first time it opens. */
export function CustomerCenterDrawer(props: ComponentProps<typeof CustomerCenterPanel>) {
  return (
    <LazyMount active={props.open}>
      <CustomerCenterPanel {...props} />
    </LazyMount>
  )
}
