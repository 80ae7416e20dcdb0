import { Link } from 'react-router'
import { useUrlStoreId } from '~/cart/components/cart-button'
import { cx } from '~/ui/cx'
import { Search } from '~/ui/icons'

/**
 * The header's way to the search page: a link (so it works before and without JavaScript), an icon
 * with the accessible name 'Search'. On a menu or product page it carries that page's store, so the
 * product hits come from the menu the shopper was browsing (002 §7 'Search products: … storeId').
 */
export function SearchLink({ className }: { className?: string }) {
  const storeId = useUrlStoreId()
  return (
    <Link
      to={storeId === null ? '/search' : `/search?storeId=${storeId}`}
      className={cx('grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-sunken', className)}
    >
      <Search aria-hidden="true" className="size-6" />
      <span className="sr-only">Search</span>
    </Link>
  )
}
