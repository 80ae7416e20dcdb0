import { Star, X } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { selectedReviewFilters, type ReviewFilter } from '../review-query'
import type { ReviewFacets, ReviewQuery } from '../types'
import { MoodIcon } from './mood-icon'

const RATING_PILLS = [5, 4, 3, 2, 1] as const

const pill =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50'
const pillIdle = 'border-line-strong bg-surface text-ink hover:enabled:border-brand-300 hover:enabled:bg-brand-50'
const pillOn = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'

export function filterLabel(filter: ReviewFilter): string {
  if (filter.facet === 'rating') return `${filter.value} ${filter.value === 1 ? 'star' : 'stars'}`
  return filter.value
}

function Pill({
  pressed,
  count,
  label,
  icon,
  onToggle,
  disabled,
}: {
  pressed: boolean
  count: number
  label: string
  icon: React.ReactNode
  onToggle: () => void
  disabled: boolean
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled && !pressed}
      onClick={onToggle}
      className={cx(pill, pressed ? pillOn : pillIdle)}
    >
      {icon}
      <span>{label}</span>
      <span className={cx('tabular', pressed ? 'text-brand-100' : 'text-ink-muted')}>
        <span aria-hidden="true">({count})</span>
        <span className="sr-only">, {count} {count === 1 ? 'review' : 'reviews'}</span>
      </span>
    </button>
  )
}

/**
 * The filter pills (000 §4): ratings 5 to 1, the product's top activities and feelings with their
 * mood icons. Each is a toggle button whose count is what choosing it would show (disjunctive);
 * a pill that would show nothing is disabled unless it is on.
 */
export function ReviewFilterPills({
  query,
  facets,
  activities,
  feelings,
  onToggle,
}: {
  query: ReviewQuery
  facets: ReviewFacets
  activities: string[]
  feelings: string[]
  onToggle: (filter: ReviewFilter) => void
}) {
  const groups = [
    { facet: 'activities' as const, title: 'Activities', values: activities },
    { facet: 'feelings' as const, title: 'Feelings', values: feelings },
  ].filter((group) => group.values.length > 0)
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Filter by rating" className="flex flex-col gap-2">
        <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Rating
        </p>
        <div className="flex flex-wrap gap-2">
          {RATING_PILLS.map((value) => {
            const count = facets.rating[String(value) as keyof ReviewFacets['rating']]
            return (
              <Pill
                key={value}
                pressed={query.rating.includes(value)}
                count={count}
                label={filterLabel({ facet: 'rating', value })}
                icon={
                  <Star
                    aria-hidden="true"
                    className={cx('size-4', query.rating.includes(value) ? 'fill-current' : 'fill-accent text-accent')}
                    strokeWidth={1.5}
                  />
                }
                disabled={count === 0}
                onToggle={() => onToggle({ facet: 'rating', value })}
              />
            )
          })}
        </div>
      </div>
      {groups.map((group) => (
        <div key={group.facet} role="group" aria-label={`Filter by ${group.title.toLowerCase()}`} className="flex flex-col gap-2">
          <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {group.title}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const count = facets[group.facet][value] ?? 0
              return (
                <Pill
                  key={value}
                  pressed={query[group.facet].includes(value)}
                  count={count}
                  label={value}
                  icon={<MoodIcon mood={value} />}
                  disabled={count === 0}
                  onToggle={() => onToggle({ facet: group.facet, value })}
                />
              )
            })}
          </div>
        </div>
      ))}
    </div>
  )
}

/** The selected filters as removable chips, with 'Clear all'. */
export function ReviewFilterChips({
  query,
  onRemove,
  onClear,
}: {
  query: ReviewQuery
  onRemove: (filter: ReviewFilter) => void
  onClear: () => void
}) {
  const selected = selectedReviewFilters(query)
  if (selected.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active review filters" className="flex flex-wrap gap-2">
        {selected.map((filter) => (
          <li key={`${filter.facet}:${filter.value}`}>
            <button
              type="button"
              onClick={() => onRemove(filter)}
              aria-label={`Remove filter: ${filterLabel(filter)}`}
              className="relative inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-700 py-1 pr-2.5 pl-3.5 text-sm font-medium text-white transition-colors after:absolute after:inset-x-0 after:-inset-y-1 hover:bg-brand-800"
            >
              {filterLabel(filter)}
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="relative inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-4 after:absolute after:inset-x-0 after:-inset-y-1 hover:bg-brand-50 hover:underline"
      >
        Clear all
      </button>
    </div>
  )
}
