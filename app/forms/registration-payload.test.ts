import { describe, expect, it } from 'vitest'
import { leadDetailRows } from './lead-details'
import { REGISTRATION_SCHEMAS } from './registration-form'
import { VALID } from './registration-fixtures'
import { filledMedications, generalLeadPayload, newYorkLeadPayload, virginiaNoLeadPayload, virginiaYesLeadPayload } from './registration-payload'

const place = { phone: '+18045550117', stateName: 'Virginia', dispensaryName: 'Northmeadow Richmond' }
const files = [{ id: 'a', file_name: 'virginia-id.png', content_type: 'image/png', size: 120 }]
const parse = <V extends keyof typeof REGISTRATION_SCHEMAS>(variant: V, change: Record<string, unknown> = {}) =>
  REGISTRATION_SCHEMAS[variant].parse({ ...VALID[variant], ...change }) as never

describe('registration lead payloads (002 §3)', () => {
  it('general: the base fields, form_type patient registration, the question by its label, discovery and message', () => {
    expect(generalLeadPayload(parse('general', { email: ' Dana.Whitfield@Example.com ', description: ' Evening visits suit me. ' }), place)).toEqual({
      lead_email: 'dana.whitfield@example.com',
      email: 'Dana.Whitfield@Example.com',
      phone_number: '+18045550117',
      form_state_name: 'Virginia',
      form_dispensary_name: 'Northmeadow Richmond',
      first_name: 'Dana',
      last_name: 'Whitfield',
      form_type: 'patient registration',
      form_details: { user_query: 'A medical card or patient registration', discovery: ['Search engine'], user_message: 'Evening visits suit me.' },
    })
  })

  it('Virginia Yes: address, integer zip, booleans, ID, attachments and the authorization date', () => {
    const payload = virginiaYesLeadPayload(parse('virginia-yes', { zip: '02903', veteran: 'Yes', allowedEmailSms: ['Email', 'Text'] }), place, files)
    expect(payload).toMatchObject({
      address_1: '12 W Broad St',
      city: 'Richmond',
      zip: 2903,
      birthdate: '1984-03-09',
      middle_name: '',
      form_type: 'virginia preregistration',
      form_details: {
        registered: true,
        veteran: true,
        free_consultation: true,
        patient_id_number: 'PMP-2291-0043',
        patient_id_expiration: '2027-06-30',
        communication_preference: 'Email, Text',
        packaging_preference: 'No preference',
        authorization_date: '2026-11-26',
        user_attachments: files,
        discovery: ['My doctor or certifying provider'],
      },
    })
  })

  it('Virginia No: only who, where (as state and dispensary) and discovery', () => {
    expect(virginiaNoLeadPayload(parse('virginia-no'), place)).toEqual({
      lead_email: 'dana.whitfield@example.com',
      email: 'dana.whitfield@example.com',
      phone_number: '+18045550117',
      state: 'Virginia',
      dispensary: 'Northmeadow Richmond',
      first_name: 'Dana',
      last_name: 'Whitfield',
      form_type: 'virginia preregistration',
      form_details: { discovery: ['Social media'] },
    })
  })

  it('New York: zip and birthdate dropped when empty, filled medications only, the authorization block', () => {
    const payload = newYorkLeadPayload(
      parse('new-york', {
        currentMedication: [
          { medicationName: '', dosage: '', frequency: '' },
          { medicationName: 'Gabapentin', dosage: '300 mg', frequency: 'Twice a day' },
        ],
        senior: 'Yes',
        authorizationShallBeEffectiveUntil: 'Selected Date',
        authorizationEffectiveDate: '2027-12-31',
        formOfDisclosure: ['Verbal'],
      }),
      { ...place, homePhone: '', caregiverPhone: '', authorizationPhone: '' },
      files,
    )
    expect(payload).not.toHaveProperty('zip')
    expect(payload).not.toHaveProperty('birthdate')
    expect(payload.form_type).toBe('new york registration')
    expect(payload.form_details.current_medications).toEqual([{ medicationName: 'Gabapentin', dosage: '300 mg', frequency: 'Twice a day' }])
    expect(payload.form_details.senior).toBe(true)
    expect(payload.form_details.financial_hardships).toBe(false)
    expect(payload.form_details.authorization).toMatchObject({ effective_until: '2027-12-31', disclosure_form: ['Verbal'], authorizer_name: 'Dana Whitfield', authorizer_birthdate: '1984-03-09', authorization_date: '2026-11-26' })
    expect(newYorkLeadPayload(parse('new-york', { zip: '14604', birthdate: '1990-01-02' }), { ...place, homePhone: '', caregiverPhone: '', authorizationPhone: '' }, [])).toMatchObject({ zip: 14604, birthdate: '1990-01-02' })
  })

  it.each<[{ medicationName: string; dosage: string; frequency: string }[], number]>([
    [[{ medicationName: '', dosage: '', frequency: '' }], 0],
    [[{ medicationName: '', dosage: '5 mg', frequency: '' }], 1],
    [[{ medicationName: 'A', dosage: '', frequency: '' }, { medicationName: '', dosage: '', frequency: '' }, { medicationName: '', dosage: '', frequency: 'Weekly' }], 2],
  ])('filled medications of %j: %i', (rows, count) => {
    expect(filledMedications(rows)).toHaveLength(count)
  })
})

describe('what staff read of a lead', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['contact us', { form_details: { user_query: 'An order', user_message: '<b>hi</b>' } }, [['Needs help with', 'An order'], ['Message', '<b>hi</b>']]],
    ['patient registration', { form_details: { user_query: 'Other', discovery: ['Social media', 'Other'], user_message: '' } }, [['Needs help with', 'Other'], ['Found us through', 'Social media, Other']]],
    ['virginia preregistration', { form_details: { discovery: ['Search engine'] } }, [['Registered with the Commonwealth', 'No'], ['Found us through', 'Search engine']]],
    ['unknown form', { form_details: { user_query: 'x' } }, []],
  ])('%s', (formType, payload, rows) => {
    expect(leadDetailRows(formType, payload).map((row) => [row.label, row.value])).toEqual(rows)
  })

  it('a Virginia Yes lead lists its address, yes/no answers and dates', () => {
    const payload = virginiaYesLeadPayload(parse('virginia-yes'), place, files)
    const rows = Object.fromEntries(leadDetailRows('virginia preregistration', payload).map((row) => [row.label, row.value]))
    expect(rows).toMatchObject({ 'Registered with the Commonwealth': 'Yes', Address: '12 W Broad St, Richmond, 23220', Veteran: 'No', 'Free consultation': 'Yes', 'Patient ID or medical card number': 'PMP-2291-0043', 'Signed on': '2026-11-26' })
  })

  it('a New York lead lists medications and the authorization', () => {
    const payload = newYorkLeadPayload(
      parse('new-york', { currentMedication: [{ medicationName: 'Gabapentin', dosage: '300 mg', frequency: '' }], relationshipAuthorization: 'Caregiver' }),
      { ...place, homePhone: '+15855550100', caregiverPhone: '', authorizationPhone: '' },
      [],
    )
    const rows = Object.fromEntries(leadDetailRows('new york registration', payload).map((row) => [row.label, row.value]))
    expect(rows).toMatchObject({ 'Current medications': 'Gabapentin · 300 mg', Relationship: 'Caregiver', 'Home phone': '+15855550100', 'Authorization given by': 'Dana Whitfield' })
    expect(rows).not.toHaveProperty('Caregiver')
  })
})
