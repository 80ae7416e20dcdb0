import { cx } from '~/ui/cx'
import { legendEntry, type LegalStatus } from '../legal-status'

/** A state's legal status as a pill with its map colour; the text carries the meaning. */
export function StatusBadge({ status, className }: { status: LegalStatus; className?: string }) {
  const entry = legendEntry(status)
  return (
    <span className={cx('inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-ink', className)}>
      <span aria-hidden="true" className={cx('legal-swatch size-3 rounded-full', entry.className)} />
      {entry.title}
    </span>
  )
}
