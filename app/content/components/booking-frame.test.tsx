import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, NO_CONSENT, type Consent } from '~/analytics/consent'
import { ConsentProvider } from '~/analytics/consent-client'
import { BookingFrame } from './booking-frame'

const SRC = 'https://calendly.com/northmeadow-dispensaries/smokeasy-table'

function render(node: ReactNode, consent: Consent | null | 'no-provider' = NO_CONSENT): string {
  return renderToStaticMarkup(consent === 'no-provider' ? node : <ConsentProvider initial={consent}>{node}</ConsentProvider>)
}

const frame = (props: Partial<Parameters<typeof BookingFrame>[0]> = {}) => (
  <BookingFrame src={SRC} provider="Calendly" title="Reserve a table: Calendly booking page" shown onPreferences={() => {}} {...props} />
)

describe('BookingFrame: no frame without consent (000 §5, decision 0007)', () => {
  it.each([
    ['no choice yet', null],
    ['nothing allowed', NO_CONSENT],
    ['everything but targeting', { ...ALL_CONSENT, C0004: false } as Consent],
  ])('%s: a placeholder that explains, offers the preferences and the page in a new tab', (_name, consent) => {
    const html = render(frame(), consent)
    expect(html).not.toContain('<iframe')
    expect(html).toContain('data-embed-placeholder="Calendly"')
    expect(html).toContain('Booking is handled by Calendly, which may use cookies for advertising.')
    expect(html).toContain('Manage cookie preferences')
    expect(html).toMatch(new RegExp(`<a href="${SRC}" target="_blank" rel="noopener noreferrer"[^>]*>Open the booking page`))
    expect(html).toContain('(opens in a new tab)')
  })

  it('says “event calendar” for the events pop-up', () => {
    const html = render(frame({ kind: 'events' }))
    expect(html).toContain('The event calendar is handled by Calendly')
    expect(html).toContain('Open the event calendar')
  })

  it('outside the app shell (no consent provider): the new-tab link only', () => {
    const html = render(frame(), 'no-provider')
    expect(html).not.toContain('Manage cookie preferences')
    expect(html).toContain('Open the booking page')
  })

  it('with targeting consent: the sandboxed frame, named, while shown', () => {
    const html = render(frame(), { ...NO_CONSENT, C0004: true })
    expect(html).toMatch(new RegExp(`<iframe src="${SRC}" title="Reserve a table: Calendly booking page"`))
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-forms allow-popups"')
    expect(html).not.toContain('data-embed-placeholder')
    expect(render(frame({ shown: false }), ALL_CONSENT)).toBe('')
  })
})
