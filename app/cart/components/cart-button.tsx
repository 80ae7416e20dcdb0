import { ShoppingBag } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { useLastStoreId, useStoreCart } from './cart-context'

/**
 * The header's cart button with the item count of a store's cart: the store the page is about or
 * the visitor last shopped at (app/site/shopping-store.ts), always shown; failing both, the store
 * the visitor last changed a cart at, once that cart holds something.
 */
export function CartButton({ storeId, className }: { storeId: number | null; className?: string }) {
  const lastStoreId = useLastStoreId()
  const shown = storeId ?? lastStoreId
  if (shown === null) return null
  return <StoreCartButton storeId={shown} hideWhenEmpty={storeId === null} className={className} />
}

function StoreCartButton({ storeId, hideWhenEmpty, className }: { storeId: number; hideWhenEmpty: boolean; className?: string }) {
  const { cart, openDrawer } = useStoreCart(storeId)
  const count = cart.itemCount
  if (hideWhenEmpty && count === 0) return null
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openDrawer}
      className={cx(
        'relative grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-sunken',
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      <span className="sr-only">{count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="tabular absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white ring-2 ring-canvas"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  )
}
