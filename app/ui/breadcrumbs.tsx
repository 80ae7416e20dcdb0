import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from './cx'

export type Crumb = { label: string; to?: string }

/** Where the page sits; the last crumb is the current page. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={cx('py-2', last && 'font-medium text-ink')}>
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  className="-mx-1 rounded px-1 py-2 underline-offset-4 transition-colors hover:text-brand-800 hover:underline"
                >
                  {item.label}
                </Link>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
