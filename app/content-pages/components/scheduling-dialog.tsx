import { BookingFrame, useFrameConsent } from '~/content/components/booking-frame'
import type { LinkCard } from '~/content-pages/event-banners'
import { Modal } from '~/ui/modal'

/**
 * A link card's scheduling pop-up (000 §2): the provider's booking page in a frame, drawn only with
 * targeting consent (app/content/components/booking-frame.tsx); until then the pop-up says so and
 * offers the cookie preferences or the booking page in a new tab.
 */
export default function SchedulingDialog({ card, open, onClose }: { card: LinkCard; open: boolean; onClose: () => void }) {
  const { allowed } = useFrameConsent()
  const popup = card.popup
  if (!popup) return null
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={card.title}
      description={allowed && open ? `Booking with ${popup.provider}` : undefined}
      size="md"
    >
      <BookingFrame
        src={popup.frameUrl}
        provider={popup.provider}
        title={`${card.title}: ${popup.provider} booking page`}
        shown={open}
        onPreferences={onClose}
      />
    </Modal>
  )
}
