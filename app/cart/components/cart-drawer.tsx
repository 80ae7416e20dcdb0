import { useCallback, useEffect } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { preloadable, preloadWhenIdle } from '~/ui/preloadable'
import { Snackbar } from '~/ui/snackbar'
import { useCartDrawer, useCartNotice, useCartNotify } from './cart-context'

/** Fetched when the browser is first idle, so the drawer opens in the frame after the tap. */
const CartDrawerPanel = preloadable(() => import('./cart-drawer-panel').then((module) => module.default))

/**
 * The cart drawer, mounted once by the app shell; its code loads when a cart first opens. With it
 * the snackbar that confirms a change made on a card or the product page ('Added to your cart: …',
 * with 'View cart'), or says in full why it was refused (decision 0022).
 */
export function CartDrawer() {
  const drawer = useCartDrawer()
  const notice = useCartNotice()
  const notify = useCartNotify()
  useEffect(() => preloadWhenIdle([CartDrawerPanel.preload]), [])
  const dismiss = useCallback(() => notify(null), [notify])
  const storeId = notice?.storeId
  return (
    <>
      <LazyMount active={drawer.storeId !== null}>
        <CartDrawerPanel />
      </LazyMount>
      <Snackbar
        message={notice?.text ?? null}
        onDismiss={dismiss}
        tone={notice?.ok ? 'success' : 'info'}
        // A confirmation leaves by itself (the header's cart button does what 'View cart' does); a
        // refusal stays until dismissed, so a long purchase-limit message can be read to the end.
        timeout={notice?.ok}
        action={
          notice?.ok && storeId !== undefined
            ? {
                label: 'View cart',
                onClick: () => {
                  dismiss()
                  drawer.open(storeId)
                },
              }
            : undefined
        }
      />
    </>
  )
}
