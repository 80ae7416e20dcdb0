import { useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, Star } from '~/ui/icons'
import { REVIEW_CAROUSEL } from './hero-rules'
import type { DispensaryReview } from './types'

/**
 * 000 §2 dispensary reviews carousel: one review per slide (000 §9), moved by previous/next buttons
 * (the slide change is a 500 ms transform, none with reduced motion). Renders nothing without reviews
 * (and the loader gives none on Ohio hosts or when the dispensary disables reviews).
 */
export function ReviewsCarousel({ name, reviews }: { name: string; reviews: DispensaryReview[] }) {
  const [index, setIndex] = useState(0)
  const live = useRef<HTMLParagraphElement>(null)
  if (!reviews.length) return null
  const go = (delta: number) => setIndex((current) => (current + delta + reviews.length) % reviews.length)
  return (
    <section aria-labelledby="reviews-heading" aria-roledescription="carousel">
      <h2 id="reviews-heading" className="font-display text-xl font-semibold md:text-2xl">
        What shoppers say about {name}
      </h2>
      <div className="mt-4 overflow-hidden rounded-xl border border-line bg-surface">
        <ul
          className="flex motion-safe:transition-transform motion-safe:ease-out"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${REVIEW_CAROUSEL.durationMs}ms` }}
        >
          {reviews.map((review, at) => (
            <li
              key={review.id}
              aria-roledescription="slide"
              aria-label={`${at + 1} of ${reviews.length}`}
              aria-hidden={at !== index}
              className="w-full shrink-0 p-5 md:p-7"
            >
              <p className="flex gap-0.5" aria-label={`Rated ${review.rating} out of 5`} role="img">
                {Array.from({ length: 5 }, (_, star) => (
                  <Star key={star} className={star < review.rating ? 'size-4 fill-accent text-accent' : 'size-4 text-line-strong'} />
                ))}
              </p>
              <blockquote className="mt-3 text-lg">“{review.comment}”</blockquote>
              <p className="mt-2 text-sm font-semibold text-ink-muted">{review.author}</p>
            </li>
          ))}
        </ul>
      </div>
      {reviews.length > 1 ? (
        <div className="mt-3 flex items-center gap-3">
          <button type="button" aria-label="Previous review" className="btn btn-secondary btn-md px-2" onClick={() => go(-1)}>
            <ChevronLeft className="size-5" />
          </button>
          <p ref={live} aria-live="polite" className="tabular text-sm text-ink-muted">
            Review {index + 1} of {reviews.length}
          </p>
          <button type="button" aria-label="Next review" className="btn btn-secondary btn-md px-2" onClick={() => go(1)}>
            <ChevronRight className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
