import { ChevronLeft, ChevronRight } from '~/ui/icons'
import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { cx } from './cx'

export type Crumb = { label: string; to?: string }

/**
 * Where the page sits; the last crumb is the current page. Phones show only the way up (the parent
 * crumb, as a back link): the full trail would take two lines above every heading.
 */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const parentIndex = items.length - 2
  return (
    <nav aria-label="Breadcrumb" className={cx('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          const parent = index === parentIndex
          return (
            <li key={`${item.label}-${index}`} className={cx('items-center gap-1', parent ? 'flex' : 'hidden md:flex')}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={cx('py-2', last && 'font-medium text-ink')}>
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  onClick={() => track('breadcrumb_clicked', { label: item.label, url: item.to ?? '', position: index + 1 })}
                  className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 underline-offset-4 transition-colors hover:text-brand-800 hover:underline md:min-h-0 md:py-2"
                >
                  {parent ? <ChevronLeft aria-hidden="true" className="-ml-1 size-4 md:hidden" /> : null}
                  {item.label}
                </Link>
              )}
              {last ? null : (
                <ChevronRight aria-hidden="true" className={cx('size-4 shrink-0 text-ink-subtle', parent && 'hidden md:block')} />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
