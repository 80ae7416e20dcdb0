import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from '~/ui/icons'
import { useId, useState } from 'react'
import type { RewardsContent } from '~/content/rewards-schema'
import { cx } from '~/ui/cx'
import { BENEFITS_PER_PAGE, BENEFITS_SLIDE_MS, benefitPages, clampPage } from '../benefits'

type Benefit = RewardsContent['benefits']['items'][number]

/**
 * Member benefits (001 §4.9, §9): on phones the first 4 with a Show more / Show less toggle; from
 * tablet up pages of 4 that slide 4 at a time in 500 ms, with previous/next and page dots. The slide
 * is a CSS transform with a 500 ms transition rather than Embla, whose duration is not in
 * milliseconds; the benefits are not draggable content, so nothing else of Embla is needed.
 */
export function MemberBenefits({ benefits, headingLevel = 2 }: { benefits: RewardsContent['benefits']; headingLevel?: 2 | 3 }) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5" data-testid="member-benefits">
      <Heading id={headingId} className="font-display text-xl font-semibold text-ink md:text-2xl">
        {benefits.heading}
      </Heading>
      <div className="md:hidden">
        <BenefitsList items={benefits.items} />
      </div>
      <div className="hidden md:block">
        <BenefitsSlider items={benefits.items} title={benefits.heading} />
      </div>
    </section>
  )
}

function BenefitCard({ benefit }: { benefit: Benefit }) {
  return (
    <div className="flex h-full flex-col items-center gap-3 rounded-xl border border-line bg-surface p-4 text-center shadow-card md:p-6">
      <img src={benefit.logo.url} alt="" width={64} height={64} className="size-14 md:size-16" />
      <h3 className="text-base font-semibold text-ink">{benefit.title}</h3>
    </div>
  )
}

function BenefitsList({ items }: { items: Benefit[] }) {
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  const hasMore = items.length > BENEFITS_PER_PAGE
  return (
    <div className="flex flex-col gap-4">
      <ul id={listId} aria-label="Member benefits" className="grid grid-cols-2 gap-3">
        {items.map((benefit, index) => (
          <li key={benefit.title} hidden={!expanded && index >= BENEFITS_PER_PAGE}>
            <BenefitCard benefit={benefit} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex min-h-11 items-center justify-center gap-2 self-center rounded-full border border-line-strong bg-surface px-5 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
        >
          {expanded ? 'Show less' : 'Show more'}
          {expanded ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </button>
      ) : null}
    </div>
  )
}

function BenefitsSlider({ items, title }: { items: Benefit[]; title: string }) {
  const pages = benefitPages(items)
  const [page, setPage] = useState(0)
  const current = clampPage(page, pages.length)
  const go = (next: number) => setPage(clampPage(next, pages.length))
  const canPrevious = current > 0
  const canNext = current < pages.length - 1

  return (
    <div role="group" aria-roledescription="carousel" aria-label={title} className="flex flex-col gap-4">
      <div className="overflow-hidden p-1 -m-1">
        <div
          className="flex transition-transform ease-calm motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${BENEFITS_SLIDE_MS}ms` }}
        >
          {pages.map((group, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${pages.length}`}
              inert={index !== current}
              className="grid w-full shrink-0 grid-cols-4 gap-5 px-1"
            >
              {group.map((benefit) => (
                <BenefitCard key={benefit.title} benefit={benefit} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {pages.length > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <SlideButton direction="previous" disabled={!canPrevious} onClick={() => go(current - 1)} />
          <div role="group" aria-label={`${title}: pages`} className="flex items-center">
            {pages.map((_, index) => (
              <button
                key={index}
                type="button"
                aria-label={`Page ${index + 1} of ${pages.length}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
                className="group grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'block h-2 rounded-full transition-all',
                    index === current ? 'w-6 bg-brand-700' : 'w-2 bg-line-strong group-hover:bg-brand-300',
                  )}
                />
              </button>
            ))}
          </div>
          <SlideButton direction="next" disabled={!canNext} onClick={() => go(current + 1)} />
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {pages.length > 1 ? `Page ${current + 1} of ${pages.length}` : ''}
      </p>
    </div>
  )
}

function SlideButton({ direction, disabled, onClick }: { direction: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      // aria-disabled keeps the button focusable at either end.
      aria-disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous benefits' : 'Next benefits'}
      onClick={disabled ? undefined : onClick}
      className={cx(
        'grid size-11 place-items-center rounded-full border border-line-strong bg-surface text-brand-800 transition-colors',
        disabled ? 'cursor-default opacity-40' : 'hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}
