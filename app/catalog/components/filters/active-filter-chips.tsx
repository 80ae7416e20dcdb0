import { X } from '~/ui/icons'
import { Link } from 'react-router'
import type { FilterChip } from '~/catalog/listing/chips'
import { clearFilters, selectionState, type Selection } from '~/catalog/listing/selection'

/**
 * The active filters as removable chips with 'Clear all'. They are links to the URL without the
 * value, so they work before the page's JavaScript has loaded. Chips look 36 px tall; their hit
 * area reaches 44 px.
 */
export function ActiveFilterChips({
  chips,
  hrefWithout,
  clearAllHref,
  onRemove,
}: {
  chips: FilterChip[]
  hrefWithout: (chip: FilterChip) => string
  clearAllHref: string
  /** Told the selection a chip (or 'Clear all') leaves, for the 'filter removed' events. */
  onRemove?: (without: Selection) => void
}) {
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={hrefWithout(chip)}
              preventScrollReset
              state={selectionState(chip.without)}
              onClick={() => onRemove?.(chip.without)}
              aria-label={`Remove filter: ${chip.label}`}
              className="relative inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-700 after:absolute after:inset-x-0 after:-inset-y-1 py-1 pr-2.5 pl-3.5 text-sm font-medium text-white transition-colors hover:bg-brand-800"
            >
              {chip.label}
              <X aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={clearAllHref}
        preventScrollReset
        state={chips[0] ? selectionState(clearFilters(chips[0].without)) : undefined}
        onClick={() => {
          // Every chip's `without` keeps the sort, so any of them cleared of filters is what remains.
          if (chips[0]) onRemove?.(clearFilters(chips[0].without))
        }}
        className="relative inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold after:absolute after:inset-x-0 after:-inset-y-1 text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline"
      >
        Clear all
      </Link>
    </div>
  )
}

