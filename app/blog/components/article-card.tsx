import { Link } from 'react-router'
import { ArrowRight, MapPin } from '~/ui/icons'
import { cx } from '~/ui/cx'
import type { ArticleCard as Card } from '../cards'

/**
 * An article or recipe card (000 §2/§3): picture, category, date (hidden for Resources), title,
 * description and the 'Read More' / 'Go to Resource' label. The title is the one link; the whole
 * card is its target.
 */
export function ArticleCard({
  card,
  headingLevel = 2,
  className,
  details,
}: {
  card: Card
  headingLevel?: 2 | 3
  className?: string
  /** A line under the description (the search page's recipe time and difficulty). */
  details?: string | null
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-shadow',
        'focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md',
        className,
      )}
    >
      <img
        src={card.image.src}
        width={card.image.width}
        height={card.image.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[767/480] w-full bg-sunken object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-brand-800">{card.category}</span>
          {card.date ? (
            <time dateTime={card.date.iso} className="text-ink-muted">
              {card.date.label}
            </time>
          ) : null}
        </p>
        <Heading className="font-display text-lg font-semibold text-ink">
          <Link to={card.href} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
            {card.title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">{card.description}</p>
        {details ? <p className="text-sm font-medium text-ink">{details}</p> : null}
        {card.dispensaryCta ? (
          // Above the card-wide title link, so it can be clicked on its own. A document load: the
          // dispensary page's FAQ is an island that a client-side render draws only once its code
          // arrives, too late for the jump to its anchor; the server's page has it in place.
          <Link
            to={card.dispensaryCta.href}
            reloadDocument
            className="relative z-10 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {card.dispensaryCta.label}
          </Link>
        ) : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-800">
          {card.ctaText}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  )
}

/** A grid of cards: one column on phones, two on tablets, three on desktop. */
export function ArticleGrid({ cards, label, headingLevel = 2 }: { cards: Card[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key} className="flex flex-col">
          <ArticleCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
