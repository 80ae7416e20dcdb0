import { useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { track } from '~/analytics/track'
import { Tag } from '~/ui/icons'
import { dealTotal, dealToggleLabel, initialShown, nextShown, type Screen } from './deal-paging'
import type { DealCard } from './types'

function currentScreen(): Screen {
  if (typeof window === 'undefined') return 'phone'
  if (window.matchMedia('(min-width: 1024px)').matches) return 'desktop'
  return window.matchMedia('(min-width: 768px)').matches ? 'tablet' : 'phone'
}

function subscribe(onChange: () => void): () => void {
  const queries = ['(min-width: 1024px)', '(min-width: 768px)'].map((query) => window.matchMedia(query))
  for (const query of queries) query.addEventListener('change', onChange)
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange)
  }
}

/** 000 §4 deal list: 4 first, then grows by 2 (phone, tablet) or 4 (desktop) up to 20, then collapses. */
export function DealList({ title, deals }: { title: string; deals: DealCard[] }) {
  const count = dealTotal(deals.length)
  const [shown, setShown] = useState(() => initialShown(count))
  const screen = useSyncExternalStore(subscribe, currentScreen, () => 'phone' as Screen)
  if (!count) return null
  const label = dealToggleLabel(shown, count, screen)
  return (
    <section aria-labelledby="deals-heading">
      <h2 id="deals-heading" className="font-display text-xl font-semibold md:text-2xl">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {deals.slice(0, shown).map((deal) => (
          <li key={deal.internalName}>
            <Link
              to={deal.link}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card hover:border-brand-300"
            >
              <img src={deal.image} alt="" width={320} height={180} loading="lazy" className="aspect-video w-full bg-sunken object-cover" />
              <span className="flex flex-1 flex-col gap-1 p-4">
                {deal.discountText ? (
                  <span className="inline-flex items-center gap-1 self-start rounded-full bg-accent-tint px-2 py-0.5 text-sm font-semibold text-accent-deep">
                    <Tag className="size-3.5" />
                    {deal.discountText}
                  </span>
                ) : null}
                <span className="font-semibold">{deal.specialText}</span>
                {deal.extraText ? <span className="text-sm text-ink-muted">{deal.extraText}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {label ? (
        <button
          type="button"
          className="btn btn-secondary btn-md mt-4"
          onClick={() => {
            const next = nextShown(shown, count, currentScreen())
            if (next > shown) track('show_more_clicked', { section: 'deals', count: next })
            setShown(next)
          }}
        >
          {label}
        </button>
      ) : null}
    </section>
  )
}
