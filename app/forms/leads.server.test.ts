import { mkdtemp, rm } from 'node:fs/promises'
import { withFormCheck } from '~/captcha/form-check.server'
import { issueNoScriptToken } from '~/captcha/no-script.server'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { issueChallenge } from '~/captcha/challenge.server'
import { getDb } from '~/db/client.server'
import { dispensaries, formLeads, formUploads, mailOutbox, users } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { deliverDueMail } from '~/mail/delivery.server'
import { createRecordingTransport } from '~/mail/recording-transport'
import { solvedPayload } from '../../tests/setup/captcha'
import { resetDatabase } from '../../tests/setup/reset-database'
import { signedUpShopper } from '~/account/test-accounts.server'
import { CONTACT_MESSAGES } from './contact-form'
import { getLead, listLeads, loadContactChoices, openLeadFile, staffLeadScope, submitContactLead } from './leads.server'
import { confirmUpload, receiveUpload, requestUploads } from './uploads/uploads.server'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

let dataDir: string
let address = 0
type World = { joliet: { id: number; slug: string }; queens: { id: number; slug: string }; soon: { slug: string }; lounge: { slug: string }; ohio: { slug: string }; storeJoliet: number }
let w: World

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'leads-test-'))
  loadEnv({ ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example' })
})
afterAll(async () => {
  loadEnv(process.env)
  await rm(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await resetDatabase()
  const db = getDb()
  const il = await createState(db, { code: 'IL', slug: 'illinois', name: 'Illinois' })
  const ny = await createState(db, { code: 'NY', slug: 'new-york', name: 'New York' })
  const oh = await createState(db, { code: 'OH', slug: 'ohio', name: 'Ohio' })
  const joliet = await createDispensary(db, { stateId: il.id, slug: 'joliet', name: 'Northmeadow Joliet', tags: ['recreational'] })
  const soon = await createDispensary(db, { stateId: il.id, slug: 'naperville', name: 'Northmeadow Naperville', tags: ['coming-soon'] })
  const lounge = await createDispensary(db, { stateId: il.id, slug: 'elgin-lounge', name: 'Northmeadow Elgin Lounge', tags: ['lounge'] })
  const queens = await createDispensary(db, { stateId: ny.id, slug: 'queens', name: 'Northmeadow Queens', tags: ['medical'] })
  const ohio = await createDispensary(db, { stateId: oh.id, slug: 'columbus', name: 'Northmeadow Columbus', tags: ['medical'] })
  const storeJoliet = (await createMenu(db, { dispensaryId: joliet.id, kind: 'recreational' })).storeId
  await createMenu(db, { dispensaryId: queens.id, kind: 'medical' })
  w = { joliet, queens, soon, lounge, ohio, storeJoliet }
})

async function token(): Promise<string> {
  return solvedPayload(await issueChallenge({ purpose: 'form', level: 1 }))
}

async function confirmedPdf(name = 'receipt.pdf'): Promise<string> {
  const requested = await requestUploads({ files: [{ fileName: name, contentType: 'application/pdf', size: PDF.byteLength }] })
  if (!requested.ok) throw new Error(requested.error)
  const upload = requested.uploads[0]!
  const put = await receiveUpload(upload.id, new URL(upload.url, 'http://localhost').searchParams, { contentLength: PDF.byteLength, stream: new Blob([PDF]).stream() })
  if (!put.ok) throw new Error(put.error)
  const confirmed = await confirmUpload(upload.id)
  if (!confirmed.ok) throw new Error(confirmed.error)
  return upload.id
}

function form(overrides: Record<string, string> = {}) {
  return {
    help_you_with: 'order',
    description: 'My pickup window passed <b>before</b> I got there. Can you hold it until 6?',
    contact_us_file: '',
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: 'Rosa.Delgado@Example.com',
    phoneNumber: '(312) 555-0142',
    state: 'IL',
    dispensary: 'joliet',
    reCaptchaToken: '',
    ...overrides,
  }
}

const submit = (values: Record<string, string>, region: 'main' | 'ohio' = 'main') => submitContactLead(values, { region, clientAddress: `10.8.0.${++address % 250}` })

describe('Contact Us leads', () => {
  it('stores the lead with its file and queues a mail to the store', async () => {
    const fileId = await confirmedPdf()
    const outcome = await submit(form({ contact_us_file: fileId, reCaptchaToken: await token() }))
    expect(outcome.ok).toBe(true)
    const [lead] = await getDb().select().from(formLeads)
    expect(lead).toMatchObject({ formType: 'contact us', dispensaryId: w.joliet.id, leadEmail: 'rosa.delgado@example.com', firstName: 'Rosa', lastName: 'Delgado' })
    expect(lead!.payload).toEqual({
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
        user_message: 'My pickup window passed <b>before</b> I got there. Can you hold it until 6?',
        user_attachments: [{ id: fileId, file_name: 'receipt.pdf', content_type: 'application/pdf', size: PDF.byteLength }],
      },
    })
    const [upload] = await getDb().select().from(formUploads)
    expect(upload!.leadId).toBe(lead!.id)
    const [mail] = await getDb().select().from(mailOutbox)
    expect(mail).toMatchObject({ toAddress: 'joliet@stores.northmeadow.example', kind: 'lead-contact-us', status: 'queued' })
    expect(mail!.textBody).toContain(`https://shop.example/staff/leads/${lead!.id}`)
    expect(mail!.htmlBody).toContain('&lt;b&gt;before&lt;/b&gt;')
  })

  it('keeps the lead when the mail cannot be sent, and the outbox tries again', async () => {
    expect((await submit(form({ reCaptchaToken: await token() }))).ok).toBe(true)
    const transport = createRecordingTransport()
    transport.failNext(1)
    expect(await deliverDueMail({ transport, from: 'shop@example.com' })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    expect(await getDb().select({ id: formLeads.id }).from(formLeads)).toHaveLength(1)
    const [mail] = await getDb().select().from(mailOutbox)
    expect(mail).toMatchObject({ status: 'queued', attempts: 1 })
    expect(mail!.lastError).toContain('421')
  })

  it.each<[string, Record<string, string>, 'main' | 'ohio', Record<string, string>]>([
    ['a coming-soon dispensary', { dispensary: 'naperville' }, 'main', { dispensary: CONTACT_MESSAGES.dispensary }],
    ['a lounge', { dispensary: 'elgin-lounge' }, 'main', { dispensary: CONTACT_MESSAGES.dispensary }],
    ['a dispensary of another state', { dispensary: 'queens' }, 'main', { dispensary: CONTACT_MESSAGES.dispensary }],
    ['Ohio on the main host', { state: 'OH', dispensary: 'columbus' }, 'main', { dispensary: CONTACT_MESSAGES.dispensary }],
    ['Illinois on the Ohio host', {}, 'ohio', { dispensary: CONTACT_MESSAGES.dispensary }],
    ['a made-up captcha', { reCaptchaToken: 'bm90IGEgdG9rZW4=' }, 'main', { reCaptchaToken: 'The browser check did not pass. Please check again.' }],
  ])('refuses %s and stores nothing', async (_name, change, region, errors) => {
    const outcome = await submit(form({ reCaptchaToken: 'placeholder', ...change }), region)
    expect(outcome).toMatchObject({ ok: false, status: 400, errors })
    expect(await getDb().select().from(formLeads)).toEqual([])
    expect(await getDb().select().from(mailOutbox)).toEqual([])
  })

  it('refuses a missing captcha with the field’s message', async () => {
    expect(await submit(form())).toMatchObject({ ok: false, status: 400, errors: { reCaptchaToken: CONTACT_MESSAGES.reCaptchaToken } })
  })

  it('accepts a captcha once: the replay is refused', async () => {
    const solved = await token()
    expect((await submit(form({ reCaptchaToken: solved }))).ok).toBe(true)
    expect(await submit(form({ reCaptchaToken: solved, firstName: 'Mallory' }))).toMatchObject({
      ok: false,
      errors: { reCaptchaToken: 'This browser check was already used. Please check again.' },
    })
    expect(await getDb().select().from(formLeads)).toHaveLength(1)
  })

  it('refuses a file already attached to another lead, and keeps nothing of the second', async () => {
    const fileId = await confirmedPdf()
    expect((await submit(form({ contact_us_file: fileId, reCaptchaToken: await token() }))).ok).toBe(true)
    expect(await submit(form({ contact_us_file: fileId, reCaptchaToken: await token() }))).toMatchObject({ ok: false, errors: { contact_us_file: CONTACT_MESSAGES.file } })
    expect(await getDb().select().from(formLeads)).toHaveLength(1)
    expect(await getDb().select().from(mailOutbox)).toHaveLength(1)
  })

  it('limits sends per client address', async () => {
    const values = form({ reCaptchaToken: 'bm90IGEgdG9rZW4=' })
    const context = { region: 'main' as const, clientAddress: '10.7.7.7' }
    for (let i = 0; i < 10; i++) expect(await submitContactLead(values, context)).toMatchObject({ ok: false, status: 400 })
    expect(await submitContactLead(values, context)).toMatchObject({ ok: false, status: 429 })
    expect(await submitContactLead(values, { ...context, clientAddress: '10.7.7.8' })).toMatchObject({ ok: false, status: 400 })
  })

  it('lists states and dispensaries for the host', async () => {
    expect(await loadContactChoices('main')).toEqual([
      { code: 'IL', name: 'Illinois', slug: 'illinois', dispensaries: [{ slug: 'joliet', name: 'Northmeadow Joliet', city: expect.any(String) }] },
      { code: 'NY', name: 'New York', slug: 'new-york', dispensaries: [{ slug: 'queens', name: 'Northmeadow Queens', city: expect.any(String) }] },
    ])
    expect((await loadContactChoices('ohio')).map((s) => s.code)).toEqual(['OH'])
  })
})

describe('staff read their store’s leads', () => {
  it('scopes a staff member to their store’s dispensary; shoppers have none', async () => {
    const { user: staff } = await signedUpShopper({ firstName: 'Stella' })
    await getDb().update(users).set({ role: 'staff', staffStoreId: w.storeJoliet }).where(eq(users.id, staff.id))
    const { user: shopper } = await signedUpShopper({ firstName: 'Sam' })
    expect(await staffLeadScope(staff.id)).toEqual({ dispensaryId: w.joliet.id, dispensaryName: 'Northmeadow Joliet' })
    expect(await staffLeadScope(shopper.id)).toBeNull()
  })

  it('lists, reads and opens files of their own dispensary only', async () => {
    const fileId = await confirmedPdf('label scan.pdf')
    await submit(form({ contact_us_file: fileId, reCaptchaToken: await token() }))
    await submit(form({ dispensary: 'queens', state: 'NY', firstName: 'Quinn', reCaptchaToken: await token() }))
    const [lead] = await listLeads(w.joliet.id)
    expect(await listLeads(w.joliet.id)).toEqual([
      { id: expect.any(String), formType: 'contact us', formTitle: 'Contact Us', name: 'Rosa Delgado', email: 'rosa.delgado@example.com', query: 'An order or reservation', createdAt: expect.any(String), attachments: 1 },
    ])
    const detail = await getLead(w.joliet.id, lead!.id)
    expect(detail).toMatchObject({ phone: '+13125550142', stateName: 'Illinois', files: [{ id: fileId, fileName: 'label scan.pdf', contentType: 'application/pdf', size: PDF.byteLength }] })
    expect(await getLead(w.queens.id, lead!.id)).toBeNull()
    expect(await getLead(w.joliet.id, 'not-a-uuid')).toBeNull()

    const file = await openLeadFile(w.joliet.id, lead!.id, fileId)
    expect(file).toMatchObject({ fileName: 'label scan.pdf', contentType: 'application/pdf', size: PDF.byteLength })
    expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(PDF)
    expect(await openLeadFile(w.queens.id, lead!.id, fileId)).toBeNull()
    expect(await openLeadFile(w.joliet.id, lead!.id, '00000000-0000-4000-8000-000000000000')).toBeNull()
    // A dispensary that is deleted takes its leads and files' rows with it.
    await getDb().delete(dispensaries).where(eq(dispensaries.id, w.queens.id))
    expect(await listLeads(w.queens.id)).toEqual([])
  })
})

describe('Contact Us without JavaScript (the page form token for the browser check)', () => {
  it('takes a form token in place of the proof of work once, no sooner than 5 s after the page, and says when it was too soon', async () => {
    const served = new Date(Date.now() - 60_000)
    const formToken = issueNoScriptToken({ purpose: 'form', now: served })
    const context = () => ({ region: 'main' as const, clientAddress: `10.9.0.${++address % 250}`, formToken })
    const post = withFormCheck(form(), formToken)
    expect(await submitContactLead(post, context())).toMatchObject({ ok: true })
    expect(await submitContactLead(post, context())).toMatchObject({ ok: false, status: 400, errors: { reCaptchaToken: 'This browser check was already used. Please check again.' } })
    const fresh = issueNoScriptToken({ purpose: 'form' })
    expect(await submitContactLead(withFormCheck(form(), fresh), { ...context(), formToken: fresh })).toMatchObject({
      ok: false,
      status: 400,
      errors: { reCaptchaToken: 'The form was sent very soon after the page opened. Please check your answers and send it again.' },
    })
    // Neither the proof of work nor a token: the browser check is missing.
    expect(await submitContactLead(withFormCheck(form(), ''), { ...context(), formToken: '' })).toMatchObject({ ok: false, status: 400, errors: { reCaptchaToken: expect.any(String) } })
    expect(await getDb().select().from(formLeads)).toHaveLength(1)
  })
})
