import { renderMail } from '~/mail/templates'
import type { MailMessage } from '~/mail/types'
import type { ContactLeadPayload } from './lead-payload'

/** The store's copy of a lead: who asked, about what, and a link to read it (and its files) on /staff/leads. */
export function contactLeadMail(to: string, lead: ContactLeadPayload, link: string): MailMessage {
  const files = lead.form_details.user_attachments.length
  return {
    to,
    kind: 'lead-contact-us',
    subject: `Contact Us: ${lead.form_details.user_query} — ${lead.first_name} ${lead.last_name}`,
    ...renderMail({
      heading: `A new message for ${lead.form_dispensary_name}`,
      paragraphs: [
        `${lead.first_name} ${lead.last_name} wrote through the Contact Us form about: ${lead.form_details.user_query}.`,
        lead.form_details.user_message ? `Their message: ${lead.form_details.user_message}` : 'They left no message.',
        `Reply to ${lead.email} or call ${lead.phone_number}.`,
        files ? `They attached ${files === 1 ? 'a file' : `${files} files`}, which you can download from the leads page.` : 'They attached no file.',
      ],
      action: { label: 'Read it on the leads page', url: link },
      footnote: 'You get this because you look after this dispensary’s messages.',
    }),
  }
}

/** LEADS_MAIL_TO with {dispensary} replaced by the dispensary's slug. */
export function leadMailAddress(template: string, dispensarySlug: string): string {
  return template.replaceAll('{dispensary}', dispensarySlug)
}
