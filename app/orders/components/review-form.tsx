import { Star } from '~/ui/icons'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { Textarea } from '~/ui/textarea'
import { REVIEW_COMMENT_MAX } from '../review-rules'

export type ReviewAnswer = { ok: boolean; message: string; productId?: number; field?: string }

/**
 * Rate and review one product of a received order (POST intent 'review'): a 1–5 star radio group,
 * the shared textarea with its counter, and the reviews section's activities and feelings.
 * A fetcher form, so it posts as a plain form without JavaScript too.
 */
export function ReviewForm({
  productId,
  productName,
  href,
  reviewed,
  vocabulary,
  fallback,
}: {
  productId: number
  productName: string
  href: string
  /** Already reviewed from this order: no form, a note. */
  reviewed: boolean
  vocabulary: { feelings: readonly string[]; activities: readonly string[] }
  /** The action's answer after a no-JavaScript post. */
  fallback: ReviewAnswer | null
}) {
  const fetcher = useFetcher<ReviewAnswer>({ key: `review-${productId}` })
  const answer = fetcher.data ?? (fallback?.productId === productId ? fallback : null)
  const [rating, setRating] = useState(0)
  const busy = fetcher.state !== 'idle'
  const headingId = `review-${productId}-title`

  if (answer?.ok) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {answer.message}{' '}
        <Link to={href} className="font-semibold underline underline-offset-4">
          See it on the product page
        </Link>
      </p>
    )
  }

  if (reviewed) {
    return (
      <p className="text-sm text-ink-muted">
        You reviewed this product.{' '}
        <Link to={href} className="font-semibold text-brand-800 underline underline-offset-4">
          See it on the product page
        </Link>
      </p>
    )
  }

  return (
    <fetcher.Form method="post" aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-line bg-canvas p-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Review {productName}
      </h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-semibold text-ink">Your rating</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="relative grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
              <input
                type="radio"
                name="rating"
                value={value}
                required
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={cx('size-7', value <= rating ? 'fill-accent text-accent-deep' : 'text-ink-subtle')}
              />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Textarea label="Your review" name="comment" required maxLength={REVIEW_COMMENT_MAX} rows={3} />
      <MoodChoices legend="Activities" name="activities" options={vocabulary.activities} />
      <MoodChoices legend="Feelings" name="feelings" options={vocabulary.feelings} />
      {answer && !answer.ok ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {answer.message}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Posting…' : 'Post review'}
      </Button>
    </fetcher.Form>
  )
}

function MoodChoices({ legend, name, options }: { legend: string; name: string; options: readonly string[] }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line-strong bg-surface px-3 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input type="checkbox" name={name} value={option} className="sr-only" />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
