import { eq } from 'drizzle-orm'
import { formTokenOf, verifyFormCheck, withFormCheck } from '~/captcha/form-check.server'
import { type Database, getDb } from '~/db/client.server'
import { formLeads } from '~/db/schema'
import { getEnv, publicOrigin } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import type { Region } from '~/site/host-mode'
import { createRateLimiter } from '~/site/rate-limit.server'
import { contactChoices, findDispensaryChoice, type StateChoice } from './contact-choices'
import { CAPTCHA_MESSAGES, choiceRows } from './leads.server'
import { leadMailAddress, registrationLeadMail } from './lead-mail'
import { normalizePhone } from './phone'
import {
  type FormInput,
  REGISTRATION_MESSAGES,
  REGISTRATION_SCHEMAS,
  type RegistrationErrors,
  registrationErrors,
  type RegistrationVariant,
  variantOf,
} from './registration-form'
import { REGISTRATION_STATE, type RegistrationKind } from './registration-options'
import { generalLeadPayload, newYorkLeadPayload, type RegistrationLeadPayload, virginiaNoLeadPayload, virginiaYesLeadPayload } from './registration-payload'
import { type Attachment, attachUploads } from './uploads/uploads.server'

/** Registrations per client address: a household registering together, not a flood. */
export const registrationLimiter = createRateLimiter({ name: 'patient-registration', windowMs: 60 * 60 * 1000, max: 10 })

/** The states (and their listed dispensaries) a registration form offers: the host's region, narrowed to the form's state (002 §6). */
export function registrationChoices(states: readonly StateChoice[], kind: RegistrationKind): StateChoice[] {
  const only = REGISTRATION_STATE[kind]
  return only ? states.filter((state) => state.code === only) : [...states]
}

export async function loadRegistrationChoices(kind: RegistrationKind, region: Region, db: Database = getDb()): Promise<StateChoice[]> {
  return registrationChoices(contactChoices(await choiceRows(db), region), kind)
}

/** The upload fields of each form, in the order the lead lists them; signatures must be PNG images. */
const UPLOAD_FIELDS: Record<RegistrationVariant, readonly { field: string; signature: boolean }[]> = {
  general: [],
  'virginia-no': [],
  'virginia-yes': [
    { field: 'virginia_ID', signature: false },
    { field: 'registrationCard', signature: false },
    { field: 'letterOfCertification', signature: false },
    { field: 'signatureVirginia', signature: true },
  ],
  'new-york': [
    { field: 'PatientsSignature', signature: true },
    { field: 'SignatureCodeOfConductAgreement', signature: true },
    { field: 'signatureOfTheIndividualGivingThisAuthorization', signature: true },
  ],
}

const UPLOAD_MESSAGES: Record<string, string> = {
  virginia_ID: REGISTRATION_MESSAGES.virginia_ID,
  registrationCard: REGISTRATION_MESSAGES.registrationCard,
  letterOfCertification: REGISTRATION_MESSAGES.letterOfCertification,
  signatureVirginia: REGISTRATION_MESSAGES.signature,
  PatientsSignature: REGISTRATION_MESSAGES.signature,
  SignatureCodeOfConductAgreement: REGISTRATION_MESSAGES.conductSignature,
  signatureOfTheIndividualGivingThisAuthorization: REGISTRATION_MESSAGES.authorizerSignature,
}

/** Thrown inside the transaction to undo the lead: an upload field names a file that cannot be attached. */
class NotAttachable extends Error {
  constructor(readonly field: string) {
    super(field)
  }
}

export type RegistrationOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: 400 | 429; errors: RegistrationErrors; message?: string; retryAfterSeconds?: number }

/**
 * A registration: the post checked with its form's schema (the Virginia form's by the registered
 * answer), limited per client address, the dispensary checked against the form's list, the captcha
 * checked and spent, then the lead, its documents and signatures and the store's mail written in one
 * transaction. As with Contact Us, a mail server that is down never loses the lead.
 */
export async function submitRegistrationLead(
  kind: RegistrationKind,
  input: FormInput,
  { region, clientAddress, now = new Date(), db = getDb() }: { region: Region; clientAddress: string; now?: Date; db?: Database },
): Promise<RegistrationOutcome> {
  const variant = variantOf(kind, input)
  if (!variant) return { ok: false, status: 400, errors: { registeredWithCommonwealth: REGISTRATION_MESSAGES.registeredWithCommonwealth } }
  const parsed = REGISTRATION_SCHEMAS[variant].safeParse(withFormCheck(input, formTokenOf(input)))
  if (!parsed.success) return { ok: false, status: 400, errors: registrationErrors(parsed.error) }
  const values = parsed.data as Record<string, unknown> & { email: string; firstName: string; lastName: string; phoneNumber: string; state: string; dispensary: string; reCaptchaToken: string }

  const limit = await registrationLimiter.hit(clientAddress, now.getTime())
  if (!limit.ok) {
    return { ok: false, status: 429, errors: {}, message: 'You have sent several registrations in a short time. Please try again later or call the dispensary.', retryAfterSeconds: limit.retryAfterSeconds }
  }

  const rows = await choiceRows(db)
  const chosen = findDispensaryChoice(registrationChoices(contactChoices(rows, region), kind), values.state, values.dispensary)
  const row = chosen ? rows.find((r) => r.stateCode === chosen.state.code && r.slug === chosen.dispensary.slug) : undefined
  if (!chosen || !row) return { ok: false, status: 400, errors: { dispensary: REGISTRATION_MESSAGES.dispensary } }

  const captcha = await verifyFormCheck(values.reCaptchaToken, formTokenOf(input), { now })
  if (!captcha.ok) {
    return { ok: false, status: 400, errors: { reCaptchaToken: CAPTCHA_MESSAGES[captcha.reason] ?? 'The browser check did not pass. Please check again.' } }
  }

  const place = { phone: normalizePhone(values.phoneNumber)!, stateName: chosen.state.name, dispensaryName: chosen.dispensary.name }
  const env = getEnv()
  const result = await db
    .transaction(async (tx) => {
      const [lead] = await tx
        .insert(formLeads)
        .values({
          formType: variant === 'general' ? 'patient registration' : variant === 'new-york' ? 'new york registration' : 'virginia preregistration',
          dispensaryId: row.id,
          leadEmail: values.email.toLowerCase(),
          firstName: values.firstName,
          lastName: values.lastName,
          payload: {},
          createdAt: now,
        })
        .returning({ id: formLeads.id })
      if (!lead) throw new Error('form_leads insert returned no row')
      const attachments: Attachment[] = []
      for (const { field, signature } of UPLOAD_FIELDS[variant]) {
        const attached = await attachUploads([values[field] as string], lead.id, tx, now)
        const file = attached?.[0]
        if (!file || (signature && file.content_type !== 'image/png')) throw new NotAttachable(field)
        attachments.push(file)
      }
      let payload: RegistrationLeadPayload
      if (variant === 'general') payload = generalLeadPayload(parsed.data as never, place)
      else if (variant === 'virginia-no') payload = virginiaNoLeadPayload(parsed.data as never, place)
      else if (variant === 'virginia-yes') payload = virginiaYesLeadPayload(parsed.data as never, place, attachments)
      else {
        const optional = (value: unknown) => (typeof value === 'string' && value ? (normalizePhone(value) ?? '') : '')
        payload = newYorkLeadPayload(
          parsed.data as never,
          { ...place, homePhone: optional(values.home_number), caregiverPhone: optional(values.careGiverNumber), authorizationPhone: optional(values.phoneAuthorization) },
          attachments,
        )
      }
      await tx.update(formLeads).set({ payload }).where(eq(formLeads.id, lead.id))
      const link = `${publicOrigin(env)}/staff/leads/${lead.id}`
      await enqueueMail(
        registrationLeadMail(
          leadMailAddress(env.LEADS_MAIL_TO, row.slug),
          { form_type: payload.form_type, first_name: payload.first_name, last_name: payload.last_name, email: payload.email, phone_number: payload.phone_number, dispensaryName: chosen.dispensary.name, files: attachments.length },
          link,
        ),
        tx,
      )
      return { leadId: lead.id }
    })
    .catch((error: unknown) => {
      if (error instanceof NotAttachable) return { field: error.field }
      throw error
    })
  if ('field' in result) return { ok: false, status: 400, errors: { [result.field]: UPLOAD_MESSAGES[result.field] ?? REGISTRATION_MESSAGES.file } }
  return { ok: true, leadId: result.leadId }
}
