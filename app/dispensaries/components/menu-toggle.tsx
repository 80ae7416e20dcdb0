import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { cx } from '~/ui/cx'
import { menuKindLabel } from '../address'
import type { MenuLink } from '../types'

/** The two-option switch between a dispensary's recreational and medical menus (000 §2). */
export function MenuToggle({ menus, currentStoreId }: { menus: MenuLink[]; currentStoreId: number }) {
  if (menus.length < 2) return null
  return (
    <nav aria-label="Menus" className="w-full md:w-auto">
      <ul className="grid grid-cols-2 rounded-full border border-line-strong bg-surface p-1 shadow-card md:inline-grid">
        {menus.map((menu) => {
          const current = menu.storeId === currentStoreId
          return (
            <li key={menu.storeId}>
              <Link
                to={menu.path}
                aria-current={current ? 'page' : undefined}
                onClick={current ? undefined : () => track('menu_changed', { store_id: currentStoreId, to_store_id: menu.storeId, menu: menu.kind })}
                className={cx(
                  'flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors',
                  current ? 'bg-brand-700 text-white shadow-card' : 'text-ink-muted hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {menuKindLabel(menu.kind)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
