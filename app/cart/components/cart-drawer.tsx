import { lazy } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { useCartDrawer } from './cart-context'

const CartDrawerPanel = lazy(() => import('./cart-drawer-panel'))

/** The cart drawer, mounted once by the app shell; its code loads when a cart first opens. */
export function CartDrawer() {
  const drawer = useCartDrawer()
  return (
    <LazyMount active={drawer.storeId !== null}>
      <CartDrawerPanel />
    </LazyMount>
  )
}
