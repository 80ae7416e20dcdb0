import { describe, expect, it } from 'vitest'
import { contactLeadMail, leadMailAddress } from './lead-mail'
import { contactLeadPayload } from './lead-payload'

const payload = contactLeadPayload({
  email: ' Rosa.Delgado@Example.com ',
  phone: '+13125550142',
  stateName: 'Illinois',
  dispensaryName: 'Northmeadow Joliet',
  firstName: ' Rosa ',
  lastName: 'Delgado',
  query: 'An order or reservation',
  message: '  Where is my order?  ',
  attachments: [{ id: 'a', file_name: 'receipt.pdf', content_type: 'application/pdf', size: 1200 }],
})

describe('the Contact Us lead payload (002 §3)', () => {
  it('has the specified shape', () => {
    expect(payload).toEqual({
      lead_email: 'rosa.delgado@example.com',
      email: 'Rosa.Delgado@Example.com',
      phone_number: '+13125550142',
      form_state_name: 'Illinois',
      form_dispensary_name: 'Northmeadow Joliet',
      first_name: 'Rosa',
      last_name: 'Delgado',
      form_type: 'contact us',
      form_details: {
        user_query: 'An order or reservation',
        user_message: 'Where is my order?',
        user_attachments: [{ id: 'a', file_name: 'receipt.pdf', content_type: 'application/pdf', size: 1200 }],
      },
    })
  })
})

describe('the store’s mail', () => {
  it.each<[string, string, string]>([
    ['{dispensary}@stores.northmeadow.example', 'joliet', 'joliet@stores.northmeadow.example'],
    ['leads@chain.example', 'joliet', 'leads@chain.example'],
  ])('%s for %s is %s', (template, slug, address) => {
    expect(leadMailAddress(template, slug)).toBe(address)
  })

  it('names the visitor, the topic, the reply address and links to the lead; markup stays text', () => {
    const mail = contactLeadMail('joliet@stores.example', { ...payload, first_name: '<b>Rosa</b>' }, 'https://shop.example/staff/leads/1')
    expect(mail.kind).toBe('lead-contact-us')
    expect(mail.subject).toBe('Contact Us: An order or reservation — <b>Rosa</b> Delgado')
    expect(mail.text).toContain('Reply to Rosa.Delgado@Example.com or call +13125550142.')
    expect(mail.text).toContain('They attached a file')
    expect(mail.text).toContain('https://shop.example/staff/leads/1')
    expect(mail.html).toContain('&lt;b&gt;Rosa&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Rosa</b>')
  })
})
