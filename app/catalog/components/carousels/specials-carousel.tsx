import { CalendarClock } from '~/ui/icons'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { Carousel, type CarouselItem } from './carousel'
import type { SpecialCarouselCard } from './carousel-data'
import { observeOnce } from './visibility'

/** Specials slides are 260, 282 (from 768 px) and 432 px (from 1280 px) wide (000 §9), fixed so nothing moves on load. */
export const SPECIAL_SLIDE = 'w-[260px] md:w-[282px] xl:w-[432px]'

/** Special images in the first screenful load at once; the rest wait until they are near. */
const EAGER_SPECIALS = 2

/**
 * The specials row, an island of the menu (menu-carousels.tsx). With a store id it reports (000 §7)
 * 'specials viewed' when half the row is in view, 'specials banner viewed' for each special card
 * half in view, 'specials banner clicked' and 'specials scrolled' on a page change; each once per
 * page view where that makes sense.
 */
export function SpecialsCarousel({ title, cards, storeId }: { title: string; cards: SpecialCarouselCard[]; storeId?: number }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const row = ref.current
    if (!row || storeId === undefined || cards.length === 0) return
    const stopRow = observeOnce([row], () => track('specials_viewed', { store_id: storeId, count: cards.length }))
    const stopCards = observeOnce([...row.querySelectorAll('[data-special-id]')], (card) =>
      track('specials_banner_viewed', {
        store_id: storeId,
        special_id: Number(card.getAttribute('data-special-id')),
      }),
    )
    return () => {
      stopRow()
      stopCards()
    }
  }, [cards, storeId])
  if (cards.length === 0) return null
  const items: CarouselItem[] = cards.map((card, index) => ({
    key: String(card.id),
    content: (
      <SpecialCard
        card={card}
        eager={index < EAGER_SPECIALS}
        onClick={
          storeId === undefined
            ? undefined
            : () =>
                track('specials_banner_clicked', {
                  store_id: storeId,
                  special_id: card.id,
                })
        }
      />
    ),
  }))
  return (
    <div ref={ref}>
      <Carousel
        title={title}
        items={items}
        slideClassName={SPECIAL_SLIDE}
        onPageChange={
          storeId === undefined ? undefined : (page) => track('specials_scrolled', { store_id: storeId, index: page })
        }
      />
    </div>
  )
}

function SpecialCard({ card, eager, onClick }: { card: SpecialCarouselCard; eager: boolean; onClick?: () => void }) {
  return (
    <Link
      to={card.href}
      data-special-id={card.id}
      onClick={onClick}
      className="special-card group"
    >
      <img
        src={card.image}
        alt=""
        width={128}
        height={128}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-28 shrink-0 bg-accent-tint object-cover xl:w-32"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        {card.discountText ? (
          <span className="self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold text-accent-deep">
            {card.discountText}
          </span>
        ) : null}
        <span className="line-clamp-2 text-sm font-semibold text-ink group-hover:text-brand-800 group-hover:underline md:text-base">
          {card.title}
        </span>
        {card.endsText ? (
          <span className="mt-auto flex items-center gap-1.5 text-xs font-medium text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
            {card.endsText}
          </span>
        ) : null}
      </span>
    </Link>
  )
}
