import { ThumbsUp } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { formatReviewDate } from '../review-format'
import type { ReviewHit } from '../types'
import { MoodIcon } from './mood-icon'
import { Stars } from './stars'

/** One review: who, how many stars, when, what they wrote, their moods and the 'Helpful' vote. */
export function ReviewCard({
  hit,
  onHelpful,
  error,
}: {
  hit: ReviewHit
  onHelpful: (hit: ReviewHit) => void
  error: string | null
}) {
  const moods = [...hit.activities, ...hit.feelings]
  return (
    <article className="flex flex-col gap-3 border-b border-line py-5 first:pt-0 last:border-b-0">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-base font-semibold text-ink">{hit.nickname}</h3>
          <Stars rating={hit.rating} />
        </div>
        <time dateTime={hit.createdAt} className="text-sm text-ink-muted">
          {formatReviewDate(hit.createdAt)}
        </time>
      </header>
      <p className="max-w-prose text-base text-ink">{hit.comment}</p>
      {moods.length ? (
        <ul aria-label="Effects and activities" className="flex flex-wrap gap-2">
          {moods.map((mood) => (
            <li key={mood} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              <MoodIcon mood={mood} className="size-3.5" />
              {mood}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={hit.votedHelpful}
          onClick={() => onHelpful(hit)}
          className={cx(
            'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
            hit.votedHelpful
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-line-strong bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
          )}
        >
          <ThumbsUp aria-hidden="true" className={cx('size-4', hit.votedHelpful && 'fill-brand-200')} />
          Helpful ({hit.upvotes})
        </button>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  )
}
