import { Star, StarHalf } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { ratingLabel, starFill } from '../review-format'

/** Five stars for a rating, with the rating in words for screen readers. */
export function Stars({
  rating,
  className,
  size = 'sm',
  decorative = false,
}: {
  rating: number
  className?: string
  size?: 'sm' | 'lg'
  /** When the rating is already written out beside the stars. */
  decorative?: boolean
}) {
  const icon = size === 'lg' ? 'size-5' : 'size-4'
  return (
    <span className={cx('inline-flex items-center gap-0.5', className)} aria-hidden={decorative || undefined}>
      {decorative ? null : <span className="sr-only">{ratingLabel(rating)}</span>}
      {starFill(rating).map((fill, i) => (
        <span key={i} aria-hidden="true" className={cx('relative inline-block', icon)}>
          <Star className={cx('absolute inset-0 text-line-strong', icon, fill === 'full' && 'fill-accent text-accent')} strokeWidth={1.5} />
          {fill === 'half' ? <StarHalf className={cx('absolute inset-0 fill-accent text-accent', icon)} strokeWidth={1.5} /> : null}
        </span>
      ))}
    </span>
  )
}
