import { useEffect } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { preloadable, preloadWhenIdle } from '~/ui/preloadable'
import { useCartDrawer } from './cart-context'

/** Fetched when the browser is first idle, so the drawer opens in the frame after the tap. */
const CartDrawerPanel = preloadable(() => import('./cart-drawer-panel').then((module) => module.default))

/** The cart drawer, mounted once by the app shell; its code loads when a cart first opens. */
export function CartDrawer() {
  const drawer = useCartDrawer()
  useEffect(() => preloadWhenIdle([CartDrawerPanel.preload]), [])
  return (
    <LazyMount active={drawer.storeId !== null}>
      <CartDrawerPanel />
    </LazyMount>
  )
}
