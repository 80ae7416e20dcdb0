import { ChevronLeft, ChevronRight } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { pageSlots } from '../review-pages'

const square =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold transition-colors tabular aria-disabled:cursor-not-allowed aria-disabled:opacity-40'

/** Phones get the short row (no neighbours), wider screens the long one; each hides the other. */
const visibility = { 0: 'sm:hidden', 1: 'max-sm:hidden' } as const

/**
 * Previous, page numbers and next. Buttons at either end stay focusable (aria-disabled) so a
 * keyboard user pressing Next to the last page keeps their place; the section announces the page.
 */
export function ReviewPager({ page, nbPages, onPage }: { page: number; nbPages: number; onPage: (page: number) => void }) {
  if (nbPages <= 1) return null
  const go = (target: number) => {
    if (target >= 0 && target < nbPages && target !== page) onPage(target)
  }
  return (
    <nav aria-label="Review pages" className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            aria-label="Previous page"
            aria-disabled={page === 0}
            onClick={() => go(page - 1)}
            className={cx(square, 'text-brand-800 hover:bg-brand-50')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        </li>
        {([0, 1] as const).map((siblings) =>
          pageSlots(page, nbPages, siblings).map((slot) =>
            slot.kind === 'gap' ? (
              <li key={`${siblings}-${slot.key}`} aria-hidden="true" className={cx('px-1 text-ink-muted', visibility[siblings])}>
                …
              </li>
            ) : (
              <li key={`${siblings}-${slot.page}`} className={visibility[siblings]}>
                <button
                  type="button"
                  aria-label={`Page ${slot.page + 1}`}
                  aria-current={slot.page === page ? 'page' : undefined}
                  onClick={() => go(slot.page)}
                  className={cx(square, slot.page === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
                >
                  {slot.page + 1}
                </button>
              </li>
            ),
          ),
        )}
        <li>
          <button
            type="button"
            aria-label="Next page"
            aria-disabled={page >= nbPages - 1}
            onClick={() => go(page + 1)}
            className={cx(square, 'text-brand-800 hover:bg-brand-50')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
