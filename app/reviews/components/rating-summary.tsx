import { barPercent, formatAverage, reviewCountLabel } from '../review-format'
import type { ReviewSummary } from '../types'
import { Stars } from './stars'

const ROWS = ['5', '4', '3', '2', '1'] as const

/** The section header: the average to one decimal with stars, the total, and a bar per rating. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const average = summary.average ?? 0
  return (
    <div className="rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <div className="flex items-center gap-4">
        <p className="font-display text-3xl font-semibold text-ink tabular">
          <span className="sr-only">Average rating </span>
          {formatAverage(average)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="flex flex-col gap-1">
          <Stars rating={average} size="lg" decorative />
          <p className="text-sm text-ink-muted">Based on {reviewCountLabel(summary.total)}</p>
        </div>
      </div>
      <ul aria-label="Rating breakdown" className="mt-5 flex flex-col gap-2">
        {ROWS.map((stars) => {
          const count = summary.counts[stars]
          const percent = barPercent(count, summary.total)
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 text-sm">
              <span className="text-ink-muted">
                {stars} {stars === '1' ? 'star' : 'stars'}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-sunken">
                <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right font-medium text-ink tabular">
                {count}
                <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
