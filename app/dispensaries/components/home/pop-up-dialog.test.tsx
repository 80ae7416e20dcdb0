import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, NO_CONSENT, type Consent } from '~/analytics/consent'
import { ConsentProvider } from '~/analytics/consent-client'
import type { PopUpContent } from './content-schema'
import { PopUpDialog } from './pop-up-dialog'
import type { PopUp } from './pop-ups'

const popUp = (title: string, frameUrl: string | null = null): PopUpContent => ({ title, description: `${title} text`, items: [], cta: null, frameUrl })
const POP_UPS: Partial<Record<PopUp, PopUpContent>> = {
  smokeasy: popUp('The Smokeasy'),
  reservation: popUp('Reserve a table', 'https://calendly.com/northmeadow-dispensaries/smokeasy-table'),
  events: popUp('Event calendar', 'https://calendly.com/northmeadow-dispensaries/smokeasy-events'),
}

function render(open: PopUp, consent: Consent, popUps = POP_UPS): string {
  return renderToStaticMarkup(
    <ConsentProvider initial={consent}>
      <PopUpDialog open={open} popUps={popUps} dispatch={() => {}} />
    </ConsentProvider>,
  )
}

describe('PopUpDialog: the events/reservation modal with an embedded frame (000 §2, decision 0032)', () => {
  it('without consent, the reservation pop-up offers its booking page in a new tab and frames nothing', () => {
    const html = render('reservation', NO_CONSENT)
    expect(html).toContain('Reserve a table text')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Open the booking page')
    expect(html).toContain('Manage cookie preferences')
  })

  it('with targeting consent, the events pop-up frames its calendar, named for it', () => {
    const html = render('events', ALL_CONSENT)
    expect(html).toMatch(/<iframe src="https:\/\/calendly\.com\/northmeadow-dispensaries\/smokeasy-events" title="Event calendar: Calendly event calendar"/)
    // Half the screen at most, so the pop-up's own text and 'Call to reserve' stay near it.
    expect(html).toMatch(/<iframe [^>]*class="h-\[min\(50dvh,480px\)\] /)
  })

  it('the smokeasy pop-up, and a pop-up without a frame address, frame nothing', () => {
    for (const html of [render('smokeasy', ALL_CONSENT), render('reservation', ALL_CONSENT, { ...POP_UPS, reservation: popUp('Reserve a table') })]) {
      expect(html).not.toContain('<iframe')
      expect(html).not.toContain('data-embed-placeholder')
    }
  })
})
