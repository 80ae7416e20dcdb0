import { useEffect, useRef } from 'react'
import { BookingFrame } from '~/content/components/booking-frame'
import { embedProvider } from '~/content/embeds'
import { ArrowLeft, X } from '~/ui/icons'
import type { PopUpContent } from './content-schema'
import { POP_UP_TITLES, type PopUp, type PopUpAction } from './pop-ups'

/**
 * The hero's and the lounge tab's pop-ups in one native modal dialog (focus kept inside, Escape
 * closes, the page behind inert). Our own text; the reservation and events pop-ups may also frame
 * their booking page or event calendar (000 §2 'events/reservation modal with an embedded frame'),
 * with the same consent rule as every frame (BookingFrame; decision 0032). Reservation and events
 * have a back button to the smokeasy pop-up.
 */
export function PopUpDialog({
  open,
  popUps,
  dispatch,
}: {
  open: PopUp | null
  popUps: Partial<Record<PopUp, PopUpContent>>
  dispatch: (action: PopUpAction) => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const content = open ? popUps[open] : undefined
  const frameUrl = open !== 'smokeasy' ? content?.frameUrl : null
  const provider = frameUrl ? embedProvider(frameUrl, 'scheduling') : null
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (content && !dialog.open) dialog.showModal()
    if (!content && dialog.open) dialog.close()
  }, [content])
  return (
    <dialog
      ref={ref}
      aria-labelledby="pop-up-title"
      onClose={() => dispatch({ type: 'close' })}
      onClick={(event) => {
        if (event.target === event.currentTarget) dispatch({ type: 'close' })
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      {content && open ? (
        <div className="flex flex-col gap-4 p-5 md:p-7">
          <div className="flex items-center gap-2">
            {open !== 'smokeasy' && popUps.smokeasy ? (
              <button
                type="button"
                className="btn btn-ghost btn-md -ml-2 px-2"
                onClick={() => dispatch({ type: 'back' })}
              >
                <ArrowLeft className="size-5" />
                Back
              </button>
            ) : null}
            <button
              type="button"
              aria-label="Close"
              className="btn btn-ghost btn-md ml-auto px-2"
              onClick={() => dispatch({ type: 'close' })}
            >
              <X className="size-5" />
            </button>
          </div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{POP_UP_TITLES[open]}</p>
          <h2 id="pop-up-title" className="-mt-3 font-display text-2xl font-semibold">
            {content.title}
          </h2>
          <p className="text-ink-muted">{content.description}</p>
          {content.items.length ? (
            <dl className="divide-y divide-line rounded-xl border border-line">
              {content.items.map((item) => (
                <div key={item.title} className="flex justify-between gap-4 px-4 py-3 text-sm">
                  <dt className="font-medium">{item.title}</dt>
                  <dd className="text-right text-ink-muted">{item.detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {frameUrl && provider && open ? (
            <BookingFrame
              src={frameUrl}
              provider={provider}
              kind={open === 'events' ? 'events' : 'booking'}
              title={`${content.title}: ${provider} ${open === 'events' ? 'event calendar' : 'booking page'}`}
              shown
              compact
              onPreferences={() => dispatch({ type: 'close' })}
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {open === 'smokeasy' && popUps.reservation ? (
              <button type="button" className="btn btn-primary btn-md" onClick={() => dispatch({ type: 'open', popUp: 'reservation' })}>
                Make a reservation
              </button>
            ) : null}
            {open === 'smokeasy' && popUps.events ? (
              <button type="button" className="btn btn-secondary btn-md" onClick={() => dispatch({ type: 'open', popUp: 'events' })}>
                See the event calendar
              </button>
            ) : null}
            {content.cta ? (
              // Beside a booking frame (or its consent buttons) the call to action is the other way in.
              <a href={content.cta.url} className={`btn ${frameUrl ? 'btn-secondary' : 'btn-primary'} btn-md`}>
                {content.cta.title}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
