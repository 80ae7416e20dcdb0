import { describe, expect, it } from 'vitest'
import {
  type ReservationMailOrder,
  reservationCancelledMail,
  reservationOutForDeliveryMail,
  reservationReadyMail,
  reservationReceivedMail,
} from './reservation-templates'

const ORDER: ReservationMailOrder = {
  reference: 'NM-14388',
  firstName: 'Ada',
  email: 'ada@example.com',
  storeName: 'Northmeadow Evanston · Adult use',
  storeAddress: '1620 Sherman Ave, Evanston, IL 60201',
  storePhone: '(847) 555-0142',
  mode: 'pickup',
  windowText: 'Tue, Nov 24 · 3:00 PM – 3:30 PM',
  windowZone: 'Central Time',
  deliveryAddress: null,
  items: ['2 × Blue Dream (1/8 oz) · $69.00', '1 × Citrus Gummies · $22.00'],
  total: '$104.38',
  link: 'https://shop.example/account/orders/6f1c1a52-0d7b-4a47-9d38-0f3f1f0c2a11',
}

describe('reservation mails', () => {
  it('reservation received: reference, store, window, items, total and the link, in both parts', () => {
    const mail = reservationReceivedMail(ORDER)
    expect(mail).toMatchObject({ to: 'ada@example.com', kind: 'reservation-received', subject: 'We received your reservation NM-14388' })
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('NM-14388')
      expect(part).toContain('Northmeadow Evanston · Adult use, 1620 Sherman Ave, Evanston, IL 60201')
      expect(part).toContain('Pickup window: Tue, Nov 24 · 3:00 PM – 3:30 PM (Central Time)')
      expect(part).toContain('2 × Blue Dream (1/8 oz) · $69.00')
      expect(part).toContain('1 × Citrus Gummies · $22.00')
      expect(part).toContain('Estimated total: $104.38')
      expect(part).toContain(ORDER.link)
    }
  })

  it.each([
    ['ready for pickup', reservationReadyMail(ORDER), 'reservation-ready', 'Your order NM-14388 is ready for pickup'],
    [
      'out for delivery',
      reservationOutForDeliveryMail({ ...ORDER, mode: 'delivery', deliveryAddress: '12 Elm St, Evanston, IL 60201' }),
      'reservation-out-for-delivery',
      'Your order NM-14388 is out for delivery',
    ],
    ['cancelled', reservationCancelledMail(ORDER, 'An item sold out before we could set your order aside.'), 'reservation-cancelled', 'Your reservation NM-14388 was cancelled'],
  ])('%s: its own subject and kind, the reference and the link', (_label, mail, kind, subject) => {
    expect(mail.kind).toBe(kind)
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain('NM-14388')
    expect(mail.html).toContain(ORDER.link)
  })

  it('out for delivery names the address and the delivery window', () => {
    const mail = reservationOutForDeliveryMail({ ...ORDER, mode: 'delivery', deliveryAddress: '12 Elm St, Evanston, IL 60201' })
    expect(mail.text).toContain('Delivering to: 12 Elm St, Evanston, IL 60201')
    expect(mail.text).toContain('Delivery window: Tue, Nov 24')
  })

  it('cancelled says why, in the staff’s chosen words', () => {
    const mail = reservationCancelledMail(ORDER, 'You asked us to cancel it.')
    expect(mail.text).toContain('Why: You asked us to cancel it.')
    expect(mail.html).toContain('Why: You asked us to cancel it.')
  })

  it('escapes what the shopper typed in the HTML part and keeps it as text in the plain part', () => {
    const hostile = { ...ORDER, firstName: '<img src=x onerror=alert(1)>', items: ['1 × "Kush" & <b>Co</b> · $10.00'] }
    const mail = reservationReceivedMail(hostile)
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).not.toContain('<b>Co</b>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('&quot;Kush&quot; &amp; &lt;b&gt;Co&lt;/b&gt;')
    expect(mail.text).toContain('<img src=x onerror=alert(1)>')
  })
})
