import { cx } from '~/ui/cx'
import type { HistoryBadge } from '../status'

/** 001 §4.6: completed statuses green, every other one a grey 'in progress' style. */
export function StatusBadge({ badge }: { badge: HistoryBadge }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        badge.tone === 'green' ? 'bg-brand-100 text-brand-900' : 'bg-sunken text-ink-muted',
      )}
    >
      {badge.label}
    </span>
  )
}
