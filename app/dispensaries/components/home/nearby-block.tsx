import { Link } from 'react-router'
import type { NearbyCard } from './types'

/** 002 §2: the block's title. */
export const NEARBY_TITLE = 'Dispensaries Nearby'

/** 002 §2 'Dispensaries Nearby': the dispensaries the nearby rule kept (app/dispensaries/nearby.ts). */
export function NearbyBlock({ cards }: { cards: NearbyCard[] }) {
  if (!cards.length) return null
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className="font-display text-xl font-semibold md:text-2xl">
        {NEARBY_TITLE}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.slug} className="rounded-xl border border-line bg-surface p-4">
            <Link to={card.path} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {card.name}
            </Link>
            <p className="text-sm text-ink-muted">
              {card.city}, {card.stateCode} · about {card.distanceMiles.toFixed(1)} mi
            </p>
            <p className="tabular text-sm">Today: {card.todayLabel}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
