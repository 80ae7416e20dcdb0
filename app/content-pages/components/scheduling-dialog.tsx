import { useOptionalConsent } from '~/analytics/consent-client'
import { EMBED_CONSENT } from '~/content/embeds'
import type { LinkCard } from '~/content-pages/event-banners'
import { ExternalLink } from '~/ui/icons'
import { Modal } from '~/ui/modal'

/**
 * A link card's scheduling pop-up (000 §2): the provider's booking page in a frame. The provider sets
 * its own cookies, so the frame loads only with targeting consent (C0004, as every embedded frame);
 * until then the pop-up says so and offers the cookie preferences or the booking page in a new tab.
 */
export default function SchedulingDialog({ card, open, onClose }: { card: LinkCard; open: boolean; onClose: () => void }) {
  const consent = useOptionalConsent()
  const popup = card.popup
  if (!popup) return null
  // Closed, the frame goes: a booking page left running in a hidden dialog keeps its connections.
  const allowed = open && Boolean(consent?.consent?.[EMBED_CONSENT])
  const openPreferences = consent
    ? () => {
        onClose()
        consent.openPreferences()
      }
    : null
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={card.title}
      description={allowed ? `Booking with ${popup.provider}` : undefined}
      size="md"
    >
      {allowed ? (
        <iframe
          src={popup.frameUrl}
          title={`${card.title}: ${popup.provider} booking page`}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          className="h-[min(70dvh,640px)] w-full rounded-lg border border-line bg-sunken"
          data-scheduling-frame={popup.provider}
        />
      ) : (
        <div className="flex flex-col gap-4 pb-1" data-embed-placeholder={popup.provider}>
          <p className="text-sm text-ink-muted">
            {`Booking is handled by ${popup.provider}, which may use cookies for advertising. Its booking page shows here once you allow targeting cookies, or you can open it on ${popup.provider}'s site.`}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {openPreferences ? (
              <button
                type="button"
                onClick={openPreferences}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Manage cookie preferences
              </button>
            ) : null}
            <a
              href={popup.frameUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-line-strong px-5 text-sm font-semibold text-ink hover:bg-sunken"
            >
              Open the booking page
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}
    </Modal>
  )
}
