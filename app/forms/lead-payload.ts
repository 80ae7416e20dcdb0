import type { Attachment } from './uploads/uploads.server'

/**
 * The Contact Us lead as 002 §3 shapes it: lead_email (the email lower-cased), email, phone_number
 * (normalised), form_state_name, form_dispensary_name, first_name, last_name, form_type 'contact us',
 * form_details{user_query, user_message, user_attachments}.
 */
export type ContactLeadPayload = {
  lead_email: string
  email: string
  phone_number: string
  form_state_name: string
  form_dispensary_name: string
  first_name: string
  last_name: string
  form_type: 'contact us'
  form_details: { user_query: string; user_message: string; user_attachments: Attachment[] }
}

export function contactLeadPayload(input: {
  email: string
  phone: string
  stateName: string
  dispensaryName: string
  firstName: string
  lastName: string
  query: string
  message: string
  attachments: Attachment[]
}): ContactLeadPayload {
  const email = input.email.trim()
  return {
    lead_email: email.toLowerCase(),
    email,
    phone_number: input.phone,
    form_state_name: input.stateName,
    form_dispensary_name: input.dispensaryName,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    form_type: 'contact us',
    form_details: { user_query: input.query, user_message: input.message.trim(), user_attachments: input.attachments },
  }
}
