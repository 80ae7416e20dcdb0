import { and, desc, eq } from 'drizzle-orm'
import { verifyFormCheck } from '~/captcha/form-check.server'
import { type Database, getDb } from '~/db/client.server'
import { dispensaries, formLeads, formUploads, menus, states, users } from '~/db/schema'
import { getEnv, publicOrigin } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import { createRateLimiter } from '~/site/rate-limit.server'
import type { Region } from '~/site/host-mode'
import { type ChoiceRow, contactChoices, findDispensaryChoice, type StateChoice } from './contact-choices'
import { CONTACT_MESSAGES, contactSchema, type FieldErrors, fieldErrors, helpLabel } from './contact-form'
import { type LeadDetailRow, leadDetailRows } from './lead-details'
import { contactLeadMail, formTypeTitle, leadMailAddress } from './lead-mail'
import { type ContactLeadPayload, contactLeadPayload } from './lead-payload'
import { normalizePhone } from './phone'
import { attachUploads } from './uploads/uploads.server'
import { getUploadStorage } from './uploads/storage.server'

/** Contact Us sends per client address: enough for a family behind one address, too few for a flood. */
export const contactLimiter = createRateLimiter({ name: 'contact-us', windowMs: 60 * 60 * 1000, max: 10 })

export async function choiceRows(db: Database): Promise<(ChoiceRow & { id: number })[]> {
  return db
    .select({
      id: dispensaries.id,
      stateCode: states.code,
      stateName: states.name,
      stateSlug: states.slug,
      slug: dispensaries.slug,
      name: dispensaries.name,
      city: dispensaries.city,
      tags: dispensaries.tags,
    })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
}

/** The states and dispensaries the Contact Us form lists on this host (002 §6). */
export async function loadContactChoices(region: Region, db: Database = getDb()): Promise<StateChoice[]> {
  return contactChoices(await choiceRows(db), region)
}

/** Thrown inside the lead's transaction to undo it: the file named is not a confirmed, unused upload. */
class NotAttachable extends Error {}

export type ContactOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: 400 | 429 | 503; errors: FieldErrors; message?: string; retryAfterSeconds?: number }

export const CAPTCHA_MESSAGES: Record<string, string> = {
  missing: CONTACT_MESSAGES.reCaptchaToken,
  expired: 'The browser check expired. Please check again.',
  replayed: 'This browser check was already used. Please check again.',
  unavailable: 'The browser check could not be recorded. Please check again.',
  // A visitor without JavaScript (the page's form token, app/captcha/no-script.server.ts).
  'too-fast': 'The form was sent very soon after the page opened. Please check your answers and send it again.',
}

/**
 * A Contact Us submission: validated with the form's schema, limited per client address, the
 * dispensary checked against the host's list, the captcha checked and spent, then the lead, its
 * attachments and the store's mail written in one transaction (002 §7). The mail goes out from the
 * outbox afterwards, with retries; if it cannot, the lead is stored all the same.
 */
export async function submitContactLead(
  input: Record<string, unknown>,
  {
    region,
    clientAddress,
    formToken,
    now = new Date(),
    db = getDb(),
  }: { region: Region; clientAddress: string; formToken?: unknown; now?: Date; db?: Database },
): Promise<ContactOutcome> {
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) }
  const values = parsed.data

  const limit = await contactLimiter.hit(clientAddress, now.getTime())
  if (!limit.ok) {
    return { ok: false, status: 429, errors: {}, message: 'You have sent several messages in a short time. Please try again later or call the dispensary.', retryAfterSeconds: limit.retryAfterSeconds }
  }

  const rows = await choiceRows(db)
  const chosen = findDispensaryChoice(contactChoices(rows, region), values.state, values.dispensary)
  const row = chosen ? rows.find((r) => r.stateCode === chosen.state.code && r.slug === chosen.dispensary.slug) : undefined
  if (!chosen || !row) return { ok: false, status: 400, errors: { dispensary: CONTACT_MESSAGES.dispensary } }

  const captcha = await verifyFormCheck(values.reCaptchaToken, formToken, { now })
  if (!captcha.ok) {
    return { ok: false, status: 400, errors: { reCaptchaToken: CAPTCHA_MESSAGES[captcha.reason] ?? 'The browser check did not pass. Please check again.' } }
  }

  const phone = normalizePhone(values.phoneNumber)!
  const env = getEnv()
  const result = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(formLeads)
      .values({
        formType: 'contact us',
        dispensaryId: row.id,
        leadEmail: values.email.toLowerCase(),
        firstName: values.firstName,
        lastName: values.lastName,
        payload: {},
        createdAt: now,
      })
      .returning({ id: formLeads.id })
    if (!lead) throw new Error('form_leads insert returned no row')
    const attachments = await attachUploads(values.contact_us_file ? [values.contact_us_file] : [], lead.id, tx, now)
    if (!attachments) throw new NotAttachable()
    const payload = contactLeadPayload({
      email: values.email,
      phone,
      stateName: chosen.state.name,
      dispensaryName: chosen.dispensary.name,
      firstName: values.firstName,
      lastName: values.lastName,
      query: helpLabel(values.help_you_with) ?? values.help_you_with,
      message: values.description,
      attachments,
    })
    await tx.update(formLeads).set({ payload }).where(eq(formLeads.id, lead.id))
    const link = `${publicOrigin(env)}/staff/leads/${lead.id}`
    await enqueueMail(contactLeadMail(leadMailAddress(env.LEADS_MAIL_TO, row.slug), payload, link), tx)
    return lead.id
  }).catch((error: unknown) => {
    if (error instanceof NotAttachable) return null
    throw error
  })
  if (!result) return { ok: false, status: 400, errors: { contact_us_file: CONTACT_MESSAGES.file } }
  return { ok: true, leadId: result }
}

// ---------------------------------------------------------------------------------------------
// Staff: /staff/leads

/** The dispensary whose leads a staff member reads (their store's), or null for anyone else. */
export async function staffLeadScope(userId: string, db: Database = getDb()): Promise<{ dispensaryId: number; dispensaryName: string } | null> {
  const [row] = await db
    .select({ role: users.role, dispensaryId: dispensaries.id, dispensaryName: dispensaries.name })
    .from(users)
    .innerJoin(menus, eq(menus.storeId, users.staffStoreId))
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .where(eq(users.id, userId))
  return row?.role === 'staff' ? { dispensaryId: row.dispensaryId, dispensaryName: row.dispensaryName } : null
}

export type LeadSummary = { id: string; formType: string; formTitle: string; name: string; email: string; query: string; createdAt: string; attachments: number }
export type LeadDetail = LeadSummary & { phone: string; stateName: string; dispensaryName: string; message: string; details: LeadDetailRow[]; files: { id: string; fileName: string; contentType: string; size: number }[] }

/** How many leads the list shows, newest first. */
export const LEADS_PAGE_SIZE = 50

function summary(row: { id: string; formType: string; firstName: string; lastName: string; leadEmail: string; payload: Record<string, unknown>; createdAt: Date }): LeadSummary {
  const payload = row.payload as Partial<ContactLeadPayload>
  return {
    id: row.id,
    formType: row.formType,
    formTitle: formTypeTitle(row.formType),
    name: `${row.firstName} ${row.lastName}`,
    email: row.leadEmail,
    // A registration without a question reads as its form's name.
    query: payload.form_details?.user_query ?? formTypeTitle(row.formType),
    createdAt: row.createdAt.toISOString(),
    attachments: payload.form_details?.user_attachments?.length ?? 0,
  }
}

export async function listLeads(dispensaryId: number, db: Database = getDb()): Promise<LeadSummary[]> {
  const rows = await db
    .select({ id: formLeads.id, formType: formLeads.formType, firstName: formLeads.firstName, lastName: formLeads.lastName, leadEmail: formLeads.leadEmail, payload: formLeads.payload, createdAt: formLeads.createdAt })
    .from(formLeads)
    .where(eq(formLeads.dispensaryId, dispensaryId))
    .orderBy(desc(formLeads.createdAt))
    .limit(LEADS_PAGE_SIZE)
  return rows.map(summary)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One lead of the dispensary, or null (another store's lead is as unknown as a made-up id). */
export async function getLead(dispensaryId: number | null, leadId: string, db: Database = getDb()): Promise<LeadDetail | null> {
  if (!UUID.test(leadId)) return null
  const [row] = await db
    .select({ id: formLeads.id, formType: formLeads.formType, firstName: formLeads.firstName, lastName: formLeads.lastName, leadEmail: formLeads.leadEmail, payload: formLeads.payload, createdAt: formLeads.createdAt })
    .from(formLeads)
    .where(and(eq(formLeads.id, leadId), dispensaryId === null ? undefined : eq(formLeads.dispensaryId, dispensaryId)))
  if (!row) return null
  const files = await db
    .select({ id: formUploads.id, fileName: formUploads.originalName, contentType: formUploads.sniffedType, size: formUploads.sizeBytes })
    .from(formUploads)
    .where(eq(formUploads.leadId, row.id))
    .orderBy(formUploads.createdAt)
  const payload = row.payload as Partial<ContactLeadPayload> & { state?: string; dispensary?: string }
  return {
    ...summary(row),
    phone: payload.phone_number ?? '',
    // The Virginia 'No' lead names them state and dispensary (002 §3).
    stateName: payload.form_state_name ?? payload.state ?? '',
    dispensaryName: payload.form_dispensary_name ?? payload.dispensary ?? '',
    message: payload.form_details?.user_message ?? '',
    details: leadDetailRows(row.formType, row.payload),
    files: files.map((file) => ({ id: file.id, fileName: file.fileName, contentType: file.contentType ?? 'application/octet-stream', size: file.size ?? 0 })),
  }
}

/** A lead's file for download: only a confirmed file attached to a lead of the dispensary. */
export async function openLeadFile(
  /** null: an owner, who may read every dispensary's leads. */
  dispensaryId: number | null,
  leadId: string,
  fileId: string,
  db: Database = getDb(),
): Promise<{ fileName: string; contentType: string; size: number; body: ReadableStream<Uint8Array> } | null> {
  if (!UUID.test(leadId) || !UUID.test(fileId)) return null
  const [row] = await db
    .select({ storageKey: formUploads.storageKey, fileName: formUploads.originalName, contentType: formUploads.sniffedType, size: formUploads.sizeBytes })
    .from(formUploads)
    .innerJoin(formLeads, eq(formLeads.id, formUploads.leadId))
    .where(and(eq(formUploads.id, fileId), eq(formUploads.leadId, leadId), dispensaryId === null ? undefined : eq(formLeads.dispensaryId, dispensaryId), eq(formUploads.status, 'confirmed')))
  if (!row?.contentType) return null
  const body = await getUploadStorage().read(row.storageKey)
  if (!body) return null
  return { fileName: row.fileName, contentType: row.contentType, size: row.size ?? 0, body }
}
