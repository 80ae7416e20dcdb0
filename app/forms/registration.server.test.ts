import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { issueChallenge } from '~/captcha/challenge.server'
import { getDb } from '~/db/client.server'
import { formLeads, formUploads, mailOutbox } from '~/db/schema'
import { createDispensary, createMenu, createState } from '~/db/seed/factories'
import { loadEnv } from '~/env.server'
import { solvedPayload } from '../../tests/setup/captcha'
import { resetDatabase } from '../../tests/setup/reset-database'
import { getLead } from './leads.server'
import { keptValues, registrationAction } from './registration-action.server'
import { type FormInput, REGISTRATION_MESSAGES as M } from './registration-form'
import { VALID } from './registration-fixtures'
import { loadRegistrationChoices, submitRegistrationLead } from './registration.server'
import { confirmUpload, receiveUpload, requestUploads } from './uploads/uploads.server'

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))

let dataDir: string
let address = 0
let ids: { il: number; va: number; ny: number }

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'registration-test-'))
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
  const va = await createState(db, { code: 'VA', slug: 'virginia', name: 'Virginia' })
  const ny = await createState(db, { code: 'NY', slug: 'new-york', name: 'New York' })
  const joliet = await createDispensary(db, { stateId: il.id, slug: 'joliet', name: 'Northmeadow Joliet', tags: ['medical'] })
  const richmond = await createDispensary(db, { stateId: va.id, slug: 'richmond', name: 'Northmeadow Richmond', tags: ['medical'] })
  await createDispensary(db, { stateId: va.id, slug: 'norfolk-lounge', name: 'Northmeadow Norfolk Lounge', tags: ['lounge'] })
  const rochester = await createDispensary(db, { stateId: ny.id, slug: 'rochester', name: 'Northmeadow Rochester', tags: ['medical'] })
  for (const d of [joliet, richmond, rochester]) await createMenu(db, { dispensaryId: d.id, kind: 'medical' })
  ids = { il: joliet.id, va: richmond.id, ny: rochester.id }
})

async function token(): Promise<string> {
  return solvedPayload(await issueChallenge({ purpose: 'form', level: 1 }))
}

async function confirmed(name: string, bytes: Uint8Array, type: string): Promise<string> {
  const requested = await requestUploads({ files: [{ fileName: name, contentType: type, size: bytes.byteLength }] })
  if (!requested.ok) throw new Error(requested.error)
  const upload = requested.uploads[0]!
  const put = await receiveUpload(upload.id, new URL(upload.url, 'http://localhost').searchParams, { contentLength: bytes.byteLength, stream: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream() })
  if (!put.ok) throw new Error(put.error)
  const done = await confirmUpload(upload.id)
  if (!done.ok) throw new Error(done.error)
  return upload.id
}

const submit = (kind: 'general' | 'virginia' | 'new-york', input: FormInput) => submitRegistrationLead(kind, input, { region: 'main', clientAddress: `10.9.0.${++address % 250}` })

describe('registration choices (002 §6)', () => {
  it('each state form lists its own state, without lounges; the general form lists every state', async () => {
    const virginia = await loadRegistrationChoices('virginia', 'main')
    expect(virginia.map((s) => [s.code, s.dispensaries.map((d) => d.slug)])).toEqual([['VA', ['richmond']]])
    expect((await loadRegistrationChoices('new-york', 'main')).map((s) => s.code)).toEqual(['NY'])
    expect((await loadRegistrationChoices('general', 'main')).map((s) => s.code)).toEqual(['IL', 'NY', 'VA'])
  })
})

describe('registration leads', () => {
  it('general: stores the lead, queues the store’s mail and shows it to staff', async () => {
    const outcome = await submit('general', { ...VALID.general, description: '<script>alert(1)</script> evenings please', reCaptchaToken: await token() })
    expect(outcome.ok).toBe(true)
    const [lead] = await getDb().select().from(formLeads)
    expect(lead).toMatchObject({ formType: 'patient registration', dispensaryId: ids.il, leadEmail: 'dana.whitfield@example.com' })
    expect(lead!.payload).toMatchObject({ form_type: 'patient registration', form_state_name: 'Illinois', form_details: { discovery: ['Search engine'], user_message: '<script>alert(1)</script> evenings please' } })
    const [mail] = await getDb().select().from(mailOutbox)
    expect(mail).toMatchObject({ toAddress: 'joliet@stores.northmeadow.example', kind: 'lead-registration', status: 'queued' })
    expect(mail!.subject).toBe('Patient registration: Dana Whitfield')
    const detail = await getLead(ids.il, lead!.id)
    expect(detail).toMatchObject({ formTitle: 'Patient registration', query: 'A medical card or patient registration', files: [] })
    expect(detail!.details).toContainEqual({ label: 'Found us through', value: 'Search engine' })
  })

  it('Virginia Yes: attaches the three documents and the signature, named by their keys', async () => {
    const files = {
      virginia_ID: await confirmed('virginia-id.png', PNG, 'image/png'),
      registrationCard: await confirmed('registration-card.pdf', PDF, 'application/pdf'),
      letterOfCertification: await confirmed('letter-of-certification.pdf', PDF, 'application/pdf'),
      signatureVirginia: await confirmed('signatureVirginia.png', PNG, 'image/png'),
    }
    const outcome = await submit('virginia', { ...VALID['virginia-yes'], ...files, reCaptchaToken: await token() })
    expect(outcome.ok).toBe(true)
    const [lead] = await getDb().select().from(formLeads)
    expect(lead).toMatchObject({ formType: 'virginia preregistration', dispensaryId: ids.va })
    const payload = lead!.payload as { zip: number; form_details: { registered: boolean; user_attachments: { file_name: string }[] } }
    expect(payload.zip).toBe(23220)
    expect(payload.form_details.registered).toBe(true)
    expect(payload.form_details.user_attachments.map((a) => a.file_name)).toEqual(['virginia-id.png', 'registration-card.pdf', 'letter-of-certification.pdf', 'signatureVirginia.png'])
    const attached = await getDb().select({ leadId: formUploads.leadId }).from(formUploads)
    expect(attached.every((row) => row.leadId === lead!.id)).toBe(true)
    const detail = await getLead(ids.va, lead!.id)
    expect(detail!.files.map((f) => f.fileName)).toContain('signatureVirginia.png')
  })

  it('Virginia No: the short lead with state and dispensary by name', async () => {
    expect((await submit('virginia', { ...VALID['virginia-no'], reCaptchaToken: await token() })).ok).toBe(true)
    const [lead] = await getDb().select().from(formLeads)
    expect(lead!.payload).toMatchObject({ state: 'Virginia', dispensary: 'Northmeadow Richmond', form_details: { discovery: ['Social media'] } })
    const detail = await getLead(ids.va, lead!.id)
    expect(detail).toMatchObject({ stateName: 'Virginia', dispensaryName: 'Northmeadow Richmond' })
  })

  it('New York: three signatures, the medication list and normalised phones', async () => {
    const signatures = {
      PatientsSignature: await confirmed('PatientsSignature.png', PNG, 'image/png'),
      SignatureCodeOfConductAgreement: await confirmed('SignatureCodeOfConductAgreement.png', PNG, 'image/png'),
      signatureOfTheIndividualGivingThisAuthorization: await confirmed('signatureOfTheIndividualGivingThisAuthorization.png', PNG, 'image/png'),
    }
    const outcome = await submit('new-york', {
      ...VALID['new-york'],
      ...signatures,
      home_number: '585.555.0100',
      currentMedication: [{ medicationName: 'Gabapentin', dosage: '300 mg', frequency: 'Twice a day' }],
      reCaptchaToken: await token(),
    })
    expect(outcome.ok).toBe(true)
    const [lead] = await getDb().select().from(formLeads)
    expect(lead!.payload).toMatchObject({ form_type: 'new york registration', home_number: '+15855550100', form_details: { current_medications: [{ medicationName: 'Gabapentin' }] } })
    expect((lead!.payload as { form_details: { user_attachments: unknown[] } }).form_details.user_attachments).toHaveLength(3)
  })

  it.each<[string, 'general' | 'virginia' | 'new-york', FormInput, 'real' | 'made-up' | 'none', Record<string, string>]>([
    ['a Virginia form without the registered answer', 'virginia', { ...VALID['virginia-no'], registeredWithCommonwealth: '' }, 'real', { registeredWithCommonwealth: M.registeredWithCommonwealth }],
    ['an Illinois dispensary on the Virginia form', 'virginia', { ...VALID['virginia-no'], state: 'IL', dispensary: 'joliet' }, 'real', { dispensary: M.dispensary }],
    ['a lounge', 'virginia', { ...VALID['virginia-no'], dispensary: 'norfolk-lounge' }, 'real', { dispensary: M.dispensary }],
    ['a made-up captcha', 'general', VALID.general, 'made-up', { reCaptchaToken: 'The browser check did not pass. Please check again.' }],
    ['a missing captcha', 'general', VALID.general, 'none', { reCaptchaToken: M.reCaptchaToken }],
    ['a 26-character patient ID', 'virginia', { ...VALID['virginia-yes'], patientId_MedicalCard: 'A'.repeat(26) }, 'real', { patientId_MedicalCard: M.patientIdTooLong }],
    ['a zip with letters', 'virginia', { ...VALID['virginia-yes'], zip: '2322O' }, 'real', { zip: M.zip }],
    ['uploads that do not exist', 'virginia', VALID['virginia-yes'], 'real', { virginia_ID: M.virginia_ID }],
  ])('refuses %s and stores nothing', async (_what, kind, input, check, errors) => {
    const reCaptchaToken = check === 'real' ? await token() : check === 'made-up' ? 'bm90IGEgdG9rZW4=' : ''
    const outcome = await submit(kind, { ...input, reCaptchaToken })
    expect(outcome).toMatchObject({ ok: false, status: 400, errors })
    expect(await getDb().select().from(formLeads)).toEqual([])
    expect(await getDb().select().from(mailOutbox)).toEqual([])
  })

  it('refuses a replayed captcha', async () => {
    const check = await token()
    expect((await submit('virginia', { ...VALID['virginia-no'], reCaptchaToken: check })).ok).toBe(true)
    expect(await submit('virginia', { ...VALID['virginia-no'], reCaptchaToken: check })).toMatchObject({ ok: false, status: 400, errors: { reCaptchaToken: 'This browser check was already used. Please check again.' } })
    expect(await getDb().select().from(formLeads)).toHaveLength(1)
  })

  it('refuses a document where a signature belongs, and keeps the uploads free', async () => {
    const files = {
      PatientsSignature: await confirmed('PatientsSignature.pdf', PDF, 'application/pdf'),
      SignatureCodeOfConductAgreement: await confirmed('b.png', PNG, 'image/png'),
      signatureOfTheIndividualGivingThisAuthorization: await confirmed('c.png', PNG, 'image/png'),
    }
    expect(await submit('new-york', { ...VALID['new-york'], ...files, reCaptchaToken: await token() })).toMatchObject({ ok: false, errors: { PatientsSignature: M.signature } })
    expect(await getDb().select().from(formLeads)).toEqual([])
    expect((await getDb().select({ leadId: formUploads.leadId }).from(formUploads)).every((row) => row.leadId === null)).toBe(true)
  })
})

describe('the registration action', () => {
  it('adds a medication row without JavaScript and keeps the values, never the check', async () => {
    const form = new FormData()
    form.append('intent', 'add-medication')
    form.append('firstName', 'Dana')
    form.append('reCaptchaToken', 'spent')
    form.append('currentMedication.0.medicationName', 'Gabapentin')
    const { status, answer } = await registrationAction('new-york', form, { region: 'main', clientAddress: '10.9.1.1' })
    expect(status).toBe(200)
    expect(answer).toEqual({
      ok: false,
      errors: {},
      values: {
        firstName: 'Dana',
        howDidYouFindUs: [],
        allowedEmailSms: [],
        formOfDisclosure: [],
        currentMedication: [
          { medicationName: 'Gabapentin', dosage: '', frequency: '' },
          { medicationName: '', dosage: '', frequency: '' },
        ],
      },
    })
  })

  it('a refused post answers 400 with the field errors', async () => {
    const form = new FormData()
    form.append('registeredWithCommonwealth', 'No')
    form.append('firstName', '<img src=x onerror=alert(1)>')
    const { status, answer } = await registrationAction('virginia', form, { region: 'main', clientAddress: '10.9.1.2' })
    expect(status).toBe(400)
    expect(answer).toMatchObject({ ok: false, errors: { lastName: M.lastName, email: M.email, howDidYouFindUs: M.howDidYouFindUs } })
    expect(keptValues({ reCaptchaToken: 'x', intent: 'submit', firstName: 'D' })).toEqual({ firstName: 'D' })
  })
})
