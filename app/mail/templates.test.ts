import { describe, expect, it } from 'vitest'
import { extractLinks } from './mailbox-rules'
import { abandonedCartMail, resetPasswordMail, verifyEmailMail } from './templates'

const HOSTILE = `<script>alert("x")</script> & 'Bobby'`
const VERIFY_LINK = 'http://localhost:3000/account/verification-link?code=AbC123&next=%2Faccount'
const CART_LINK = 'http://localhost:3000/dispensaries/illinois/evanston/2001/recreational-menu/?cart_uuid=8d3c5c6e-1b2a-4c3d-9e8f-0a1b2c3d4e5f'
const RESET_LINK = 'https://shop.example.com/reset-password/tok_123?callbackURL=%2Freset-password'

const cases = [
  {
    name: 'verify-email',
    mail: verifyEmailMail({ email: 'dana@example.com', firstName: HOSTILE }, VERIFY_LINK),
    kind: 'verify-email',
    subject: 'Verify your email for Northmeadow Cannabis Co.',
    label: 'Verify my email',
    link: VERIFY_LINK,
  },
  {
    name: 'reset-password',
    mail: resetPasswordMail({ email: 'dana@example.com', name: HOSTILE }, RESET_LINK),
    kind: 'reset-password',
    subject: 'Reset your Northmeadow Cannabis Co. password',
    label: 'Choose a new password',
    link: RESET_LINK,
  },
  {
    name: 'abandoned-cart',
    mail: abandonedCartMail(
      { email: 'dana@example.com', firstName: HOSTILE },
      { storeName: 'Northmeadow Evanston · Recreational', items: [{ name: 'Blue Dream', weightLabel: '1/8 oz', quantity: 2 }] },
      CART_LINK,
    ),
    kind: 'abandoned-cart',
    subject: 'Your cart at Northmeadow Evanston · Recreational is waiting',
    label: 'Return to my cart',
    link: CART_LINK,
  },
]

describe('abandoned-cart mail', () => {
  it('lists the items, ten at most, and says how many more', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ name: `Product ${i + 1}`, weightLabel: 'Each', quantity: 1 }))
    const mail = abandonedCartMail({ email: 'a@example.com', firstName: 'Ana' }, { storeName: 'Store', items }, CART_LINK)
    expect(mail.text).toContain('1 × Product 1 (Each)')
    expect(mail.text).toContain('1 × Product 10 (Each)')
    expect(mail.text).not.toContain('Product 11')
    expect(mail.text).toContain('and 2 more items.')
  })
})

describe.each(cases)('$name mail', ({ mail, kind, subject, label, link }) => {
  it('is addressed, labelled and subjected', () => {
    expect(mail).toMatchObject({ to: 'dana@example.com', kind, subject })
  })

  it('escapes a hostile name in the HTML part and keeps it as written in the text part', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bobby&#39;')
    expect(mail.text).toContain(HOSTILE)
  })

  it('carries the link in both parts: a button in HTML, a line of its own in text', () => {
    expect(extractLinks(mail.html)).toEqual([{ label, href: link }])
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    expect(mail.text.split('\n')).toContain(`${label}: ${link}`)
  })

  it('has one HTML tag of each kind it opens, a language and a title (read in the mailbox frame)', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/)
    expect(mail.html).toMatch(/<title>[^<]+<\/title>/)
    expect(mail.html.match(/<a /g)).toHaveLength(1)
    expect(mail.html.trimEnd().endsWith('</body></html>')).toBe(true)
  })

  it('tells people to paste the address only where a button exists', () => {
    expect(mail.html).toContain('If the button doesn&#39;t work, paste this address into your browser:')
    expect(mail.text).not.toContain('button')
    expect(mail.text.trimEnd().endsWith('— Northmeadow Cannabis Co.')).toBe(true)
  })
})
