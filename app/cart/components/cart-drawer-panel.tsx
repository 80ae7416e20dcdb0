import { ShoppingBag, Trash2, X } from '~/ui/icons'
import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { formatPrice } from '~/catalog/format'
import { ProductImageTile } from '~/catalog/components/product-image'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import type { CartItem } from '../types'
import { type StoreCartApi, useCartDrawer, useStoreCart } from './cart-context'
import { QuantityStepper } from './quantity-stepper'
import { SHEET_ATTRIBUTES, useSheet } from '~/ui/sheet'

/**
 * The cart drawer: a <dialog> opened as a modal sheet (app/ui/sheet.ts), a bottom sheet on phones
 * and a panel on the right from 768 px. Escape, the backdrop and the close button close it, and
 * focus goes back to the button that opened it. Loaded and mounted by CartDrawer the first time a cart opens.
 */
export default function CartDrawerPanel() {
  const drawer = useCartDrawer()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const location = useLocation()
  const { close } = drawer

  // The cart renders once the sheet is open (useSheet, app/ui/sheet.ts).
  const drawn = useSheet(dialogRef, drawer.storeId !== null)

  // A navigation (the 'browse the menu' link, Back) closes it; not the page it was first opened on.
  const openedOn = useRef(location.key)
  useEffect(() => {
    if (location.key === openedOn.current) return
    openedOn.current = location.key
    close()
  }, [location.key, close])

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close()
  }

  return (
    <dialog
      ref={dialogRef}
      {...SHEET_ATTRIBUTES}
      aria-labelledby="cart-drawer-title"
      onClose={close}
      onClick={onBackdrop}
      className={cx(
        'fixed m-0 mt-auto max-h-[88dvh] w-full max-w-full flex-col overflow-hidden rounded-t-xl bg-surface p-0 text-ink shadow-sheet open:flex',
        'backdrop:bg-brand-950/45 open:animate-[sheet-up_220ms_var(--ease-calm)]',
        'md:mt-0 md:ml-auto md:h-dvh md:max-h-dvh md:w-[28rem] md:rounded-none md:rounded-l-xl md:open:animate-[fade-in_200ms_var(--ease-calm)]',
      )}
    >
      {drawn && drawer.storeId !== null ? <DrawerContent storeId={drawer.storeId} onClose={() => dialogRef.current?.close()} /> : null}
    </dialog>
  )
}

function DrawerContent({ storeId, onClose }: { storeId: number; onClose: () => void }) {
  const api = useStoreCart(storeId)
  const { cart, error } = api
  const empty = cart.items.length === 0
  return (
    <>
      <div className="flex shrink-0 flex-col border-b border-line px-5 pt-3 pb-4 md:px-6 md:pt-6">
        <span aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line-strong md:hidden" />
        <div className="flex items-center justify-between gap-4">
          <h2 id="cart-drawer-title" className="font-display text-xl font-semibold">
            Your cart
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 grid size-11 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {cart.storeName && cart.menuPath ? (
          <Link
            to={cart.menuPath}
            className="-my-2 inline-flex min-h-11 items-center self-start text-sm text-ink-muted underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {cart.storeName}
          </Link>
        ) : null}
      </div>

      <div role="alert" className={cx(error && 'border-b border-line bg-danger-tint px-5 py-3 text-sm font-medium text-danger md:px-6')}>
        {error?.message}
      </div>

      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag aria-hidden="true" className="size-7" strokeWidth={1.6} />
          </span>
          <p className="font-display text-xl font-semibold">Your cart is empty</p>
          <p className="max-w-xs text-base text-ink-muted">Add something from the menu and it will wait for you here.</p>
          {cart.menuPath ? (
            <Link to={cart.menuPath} className={buttonClasses('secondary', 'md', 'mt-2')}>
              Browse the menu
            </Link>
          ) : (
            <Link to="/dispensaries" className={buttonClasses('secondary', 'md', 'mt-2')}>
              Find a dispensary
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul aria-label="Items in your cart" className="min-h-0 flex-1 divide-y divide-line overflow-y-auto overscroll-contain px-5 md:px-6">
            {cart.items.map((item) => (
              <CartLine key={item.key} item={item} api={api} />
            ))}
          </ul>
          <Totals storeId={cart.storeId} itemCount={cart.itemCount} subtotal={cart.subtotal} savings={cart.savings} notice={<PatientNote storeId={cart.storeId} />} />
        </>
      )}
    </>
  )
}

function CartLine({ item, api }: { item: CartItem; api: StoreCartApi }) {
  const labelId = useId()
  const set = (quantity: number) => void api.setQuantity(item, quantity)
  const atMax = item.quantity >= item.max
  if (item.unavailable) return <UnavailableLine item={item} labelId={labelId} onRemove={() => set(0)} />
  return (
    <li aria-labelledby={labelId} className="flex gap-3 py-4">
      <div className="w-16 shrink-0 self-start overflow-hidden rounded-lg">
        <ProductImageTile src={item.image} lineage={item.lineage} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">{item.brand}</p>
            <p id={labelId} className="line-clamp-2 text-sm font-semibold text-ink">
              {item.name}
            </p>
            <p className="text-xs text-ink-muted">
              {item.weightLabel} ·{' '}
              {item.discountedPrice !== null ? (
                <>
                  <span className="tabular font-semibold text-accent-ink">
                    <span className="sr-only">Sale price </span>
                    {formatPrice(item.discountedPrice)}
                  </span>{' '}
                  <s className="tabular">
                    <span className="sr-only">Original price </span>
                    {formatPrice(item.price)}
                  </s>
                </>
              ) : (
                <span className="tabular">{formatPrice(item.price)}</span>
              )}{' '}
              each
            </p>
          </div>
          <p className="tabular shrink-0 text-sm font-bold text-ink">
            <span className="sr-only">Line total </span>
            {formatPrice(item.lineTotal)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper value={item.quantity} min={1} max={item.max} onChange={set} label={`Quantity of ${item.name}`} />
          <button
            type="button"
            onClick={() => set(0)}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted transition-colors hover:bg-danger-tint hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
        {atMax ? (
          <p className="text-xs text-ink-muted">
            {limitNotice(item)}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** A line the store took off its menu: what it was, that it cannot be bought, and a way to remove it. */
function UnavailableLine({ item, labelId, onRemove }: { item: CartItem; labelId: string; onRemove: () => void }) {
  return (
    <li aria-labelledby={labelId} className="flex gap-3 py-4">
      <div className="w-16 shrink-0 self-start overflow-hidden rounded-lg opacity-60">
        <ProductImageTile src={item.image} lineage={item.lineage} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase">{item.brand}</p>
          <p id={labelId} className="line-clamp-2 text-sm font-semibold text-ink">
            {item.name}
          </p>
          <p className="text-xs text-ink-muted">
            {item.weightLabel} · {item.quantity} in your cart
          </p>
          <p className="mt-1 text-sm font-semibold text-danger">Unavailable: no longer on this menu.</p>
        </div>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onRemove}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted transition-colors hover:bg-danger-tint hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </div>
    </li>
  )
}

type PatientNotice = { storeId: number; reason: 'signed-out' | 'no-card' | 'expired'; message: string; links: { signIn: string; signUp: string; profile: string } }

/** The page's patient notice for this store, if its loader sent one (medical menus, decision 0017). */
function usePatientNotice(storeId: number): PatientNotice | null {
  const matches = useMatches()
  for (const match of matches) {
    const data = match.loaderData
    if (!data || typeof data !== 'object' || !('patientNotice' in data)) continue
    const notice = (data as { patientNotice: PatientNotice | null }).patientNotice
    if (notice && notice.storeId === storeId) return notice
  }
  return null
}

/** On a medical menu: what this visitor still needs before the checkout will take the reservation. */
function PatientNote({ storeId }: { storeId: number }) {
  const notice = usePatientNotice(storeId)
  if (!notice) return null
  return (
    <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-ink">
      <p>{notice.message}</p>
      {notice.reason === 'signed-out' ? (
        <p className="mt-1">
          <Link to={notice.links.signIn} className="font-semibold text-brand-800 underline underline-offset-4">
            Sign in
          </Link>{' '}
          or{' '}
          <Link to={notice.links.signUp} className="font-semibold text-brand-800 underline underline-offset-4">
            create an account
          </Link>
        </p>
      ) : (
        <p className="mt-1">
          <Link to={notice.links.profile} className="font-semibold text-brand-800 underline underline-offset-4">
            {notice.reason === 'expired' ? 'Update your medical card' : 'Add your medical card'}
          </Link>
        </p>
      )}
    </div>
  )
}

function Totals({
  storeId,
  itemCount,
  subtotal,
  savings,
  notice,
}: {
  storeId: number
  itemCount: number
  subtotal: number
  savings: number
  notice?: React.ReactNode
}) {
  return (
    <div className="pb-safe shrink-0 border-t border-line bg-canvas px-5 pt-4 md:px-6">
      <dl className="text-sm">
        <div className="flex justify-between gap-4 py-1">
          <dt className="text-ink-muted">Items</dt>
          <dd className="tabular font-medium">{itemCount}</dd>
        </div>
        {savings > 0 ? (
          <div className="flex justify-between gap-4 py-1">
            <dt className="text-ink-muted">Savings</dt>
            <dd className="tabular font-semibold text-accent-ink">−{formatPrice(savings)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 py-1 text-base">
          <dt className="font-semibold">Subtotal</dt>
          <dd className="tabular font-bold">{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      {itemCount > 0 ? notice : null}
      {itemCount > 0 ? (
        <Link to={`/checkout/${storeId}`} className={buttonClasses('primary', 'lg', 'mt-3 mb-4 w-full')}>
          Checkout
        </Link>
      ) : null}
    </div>
  )
}

/** Why a line's quantity cannot grow (issue 20: the reason, not just the number). */
export function limitNotice(item: Pick<CartItem, 'max' | 'maxReason'>): string {
  if (item.max < 1) return 'This weight is out of stock'
  const limit = `You can have at most ${item.max} of this item`
  if (item.maxReason === 'stock') return `${limit}: only ${item.max} left in stock`
  if (item.maxReason === 'store') return `${limit}: the store's limit per order`
  return limit
}
