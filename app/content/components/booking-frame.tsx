import { useOptionalConsent } from '~/analytics/consent-client'
import { EMBED_CONSENT } from '~/content/embeds'
import { ExternalLink } from '~/ui/icons'

/** What the frame holds: a booking page (link cards, lounge reservations) or an event calendar. */
export type BookingFrameKind = 'booking' | 'events'

const TEXT: Record<BookingFrameKind, { explain: (provider: string) => string; link: string }> = {
  booking: {
    explain: (provider) =>
      `Booking is handled by ${provider}, which may use cookies for advertising. Its booking page shows here once you allow targeting cookies, or you can open it on ${provider}'s site.`,
    link: 'Open the booking page',
  },
  events: {
    explain: (provider) =>
      `The event calendar is handled by ${provider}, which may use cookies for advertising. It shows here once you allow targeting cookies, or you can open it on ${provider}'s site.`,
    link: 'Open the event calendar',
  },
}

/** Whether third-party frames may load (targeting consent, C0004), and how to ask for it. */
export function useFrameConsent(): { allowed: boolean; openPreferences: (() => void) | null } {
  const consent = useOptionalConsent()
  return { allowed: Boolean(consent?.consent?.[EMBED_CONSENT]), openPreferences: consent ? consent.openPreferences : null }
}

/**
 * A scheduling provider's page in a pop-up (000 §2: the link card's scheduling pop-up, the
 * events/reservation modal). The provider sets its own cookies, so the frame loads only with
 * targeting consent (C0004, as every embedded frame; decision 0007), and only while `shown` (a
 * page left running in a closed dialog keeps its connections). Without consent, a placeholder says
 * why and offers the cookie preferences (`onPreferences` first closes the pop-up) or the page in a
 * new tab. `src` must be a provider of app/content/embeds.ts (the CSP's frame-src allows no other).
 */
export function BookingFrame({
  src,
  provider,
  title,
  kind = 'booking',
  shown,
  onPreferences,
  compact = false,
}: {
  src: string
  provider: string
  /** The frame's accessible name. */
  title: string
  kind?: BookingFrameKind
  shown: boolean
  /** Called before the preferences open (to close the pop-up that holds this). */
  onPreferences: () => void
  /** Shorter (half the screen at most), for a pop-up with its own text and buttons around the frame. */
  compact?: boolean
}) {
  const { allowed, openPreferences } = useFrameConsent()
  if (allowed) {
    return shown ? (
      <iframe
        src={src}
        title={title}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        className={`${compact ? 'h-[min(50dvh,480px)]' : 'h-[min(70dvh,640px)]'} w-full rounded-lg border border-line bg-sunken`}
        data-scheduling-frame={provider}
      />
    ) : null
  }
  const text = TEXT[kind]
  return (
    <div className="flex flex-col gap-4 pb-1" data-embed-placeholder={provider}>
      <p className="text-sm text-ink-muted">{text.explain(provider)}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {openPreferences ? (
          <button
            type="button"
            onClick={() => {
              onPreferences()
              openPreferences()
            }}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Manage cookie preferences
          </button>
        ) : null}
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-line-strong px-5 text-sm font-semibold text-ink hover:bg-sunken"
        >
          {text.link}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
