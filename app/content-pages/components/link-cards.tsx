import { lazy, Suspense, useState, type MouseEvent } from 'react'
import type { LinkCard } from '~/content-pages/event-banners'
import { ArrowRight, CalendarClock, ExternalLink } from '~/ui/icons'

const SchedulingDialog = lazy(() => import('./scheduling-dialog'))

const linkClass =
  'mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-full bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800'

/**
 * Link cards (000 §2, §3): a picture, a title, a line of text and a button that follows the card's
 * link or opens its scheduling pop-up. The pop-up's button is a link to the booking page (new tab)
 * in the server's markup, so it works before the page's code and without it; once the code is in,
 * it opens the pop-up instead.
 */
export function LinkCards({ cards }: { cards: { heading: string; items: LinkCard[] } }) {
  // The last card opened stays mounted (closed) so that closing the native dialog hands focus back to its button.
  const [shown, setShown] = useState<{ card: LinkCard; open: boolean } | null>(null)
  return (
    <section aria-labelledby="link-cards-heading" className="mt-12">
      <h2 id="link-cards-heading" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {cards.heading}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {cards.items.map((card) => (
          <li key={card.title} className="flex">
            <article className="flex flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card">
              {card.image ? (
                <img
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[5/3] w-full bg-sunken object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-display text-lg font-semibold text-ink">{card.title}</h3>
                {card.text ? <p className="text-sm text-ink-muted">{card.text}</p> : null}
                <CardAction card={card} onOpen={() => setShown({ card, open: true })} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <SchedulingDialog card={shown.card} open={shown.open} onClose={() => setShown({ card: shown.card, open: false })} />
        </Suspense>
      ) : null}
    </section>
  )
}

function CardAction({ card, onOpen }: { card: LinkCard; onOpen: () => void }) {
  if (card.popup) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onOpen()
    }
    return (
      <a href={card.popup.frameUrl} target="_blank" rel="noopener noreferrer" onClick={onClick} aria-haspopup="dialog" className={linkClass}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {card.buttonText}
      </a>
    )
  }
  const href = card.href ?? '/'
  return (
    <a href={href} {...(card.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={linkClass}>
      {card.buttonText}
      {card.openInNewTab ? (
        <>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      ) : (
        <ArrowRight aria-hidden="true" className="size-4" />
      )}
    </a>
  )
}
