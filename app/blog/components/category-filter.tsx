import { Link } from 'react-router'
import { Check } from '~/ui/icons'
import { cx } from '~/ui/cx'
import type { FilterOption } from '../listing'

/**
 * The blog's category filter (002 §2): one link per option with its count; a category toggles in
 * the address (repeatable filter-category), All clears them. Links, so it works without JavaScript
 * and each choice can be shared; the chosen ones are marked (aria-current, which screen readers announce as current, and a tick).
 */
export function CategoryFilter({ options }: { options: FilterOption[] }) {
  return (
    <nav aria-label="Filter articles by category">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.slug}>
            <Link
              to={option.href}
              preventScrollReset
              aria-current={option.selected ? 'true' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                option.selected
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-line-strong bg-surface text-ink hover:border-brand-600 hover:text-brand-800',
              )}
            >
              {option.selected ? <Check aria-hidden="true" className="size-4" /> : null}
              {option.label} ({option.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
