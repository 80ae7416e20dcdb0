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

const REGISTRATION_TITLES: Record<string, string> = {
  'patient registration': 'Patient registration',
  'virginia preregistration': 'Virginia patient pre-registration',
  'new york registration': 'New York medical patient registration',
}

/** The form's name as staff read it ('Contact Us', 'Patient registration', …). */
export function formTypeTitle(formType: string): string {
  return formType === 'contact us' ? 'Contact Us' : (REGISTRATION_TITLES[formType] ?? formType)
}

/** The store's copy of a registration: who registered, through which form, and a link to the lead (documents and signatures are downloadable there only). */
export function registrationLeadMail(
  to: string,
  lead: { form_type: string; first_name: string; last_name: string; email: string; phone_number: string; dispensaryName: string; files: number },
  link: string,
): MailMessage {
  const title = formTypeTitle(lead.form_type)
  return {
    to,
    kind: 'lead-registration',
    subject: `${title}: ${lead.first_name} ${lead.last_name}`,
    ...renderMail({
      heading: `A new patient registration for ${lead.dispensaryName}`,
      paragraphs: [
        `${lead.first_name} ${lead.last_name} filled in the ${title.toLowerCase()} form.`,
        `Reach them at ${lead.email} or ${lead.phone_number}.`,
        lead.files ? `The form came with ${lead.files === 1 ? 'a file' : `${lead.files} files`} (documents and signatures), which you can download from the leads page.` : 'The form came with no files.',
      ],
      action: { label: 'Read it on the leads page', url: link },
      footnote: 'You get this because you look after this dispensary’s patient registrations.',
    }),
  }
}
