import { ShoppingBag } from '~/ui/icons'
import { useMatches } from 'react-router'
import { cx } from '~/ui/cx'
import { useLastStoreId, useStoreCart } from './cart-context'

const STORE_ID = /^[1-9][0-9]{0,8}$/

/** The store in the URL (the menu page's third path segment), if any. */
export function useUrlStoreId(): number | null {
  const matches = useMatches()
  const storeId = matches[matches.length - 1]?.params.storeId
  return storeId && STORE_ID.test(storeId) ? Number(storeId) : null
}

/**
 * The header's cart button with the item count of the current store's cart. On pages without a
 * store in the URL it shows the store the visitor last changed a cart at, once it holds something.
 */
export function CartButton({ className }: { className?: string }) {
  const urlStoreId = useUrlStoreId()
  const lastStoreId = useLastStoreId()
  const storeId = urlStoreId ?? lastStoreId
  if (storeId === null) return null
  return <StoreCartButton storeId={storeId} hideWhenEmpty={urlStoreId === null} className={className} />
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
