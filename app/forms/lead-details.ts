/**
 * What the staff lead page lists for a registration lead beyond who and where (pure): each
 * answered field of the 002 §3 payload as a label and a text, in the form's order. Empty answers are
 * left out; yes/no answers read Yes or No; lists are joined.
 */

export type LeadDetailRow = { label: string; value: string }

type Payload = Record<string, unknown> & { form_details?: Record<string, unknown> }

const text = (value: unknown): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ')
  return String(value).trim()
}

function rows(source: Record<string, unknown> | undefined, fields: readonly [string, string][]): LeadDetailRow[] {
  if (!source) return []
  return fields.map(([key, label]) => ({ label, value: text(source[key]) })).filter((row) => row.value !== '')
}

export function leadDetailRows(formType: string, payload: Payload): LeadDetailRow[] {
  const details = payload.form_details
  const addressLine = [payload.address_1, payload.address_2, payload.city, payload.zip].map(text).filter(Boolean).join(', ')
  const address = addressLine ? [{ label: 'Address', value: addressLine }] : []
  if (formType === 'contact us') return rows(details, [['user_query', 'Needs help with'], ['user_message', 'Message']])
  if (formType === 'patient registration') {
    return rows(details, [
      ['user_query', 'Needs help with'],
      ['discovery', 'Found us through'],
      ['user_message', 'Message'],
    ])
  }
  if (formType === 'virginia preregistration') {
    if (details && details.registered !== true) {
      return [{ label: 'Registered with the Commonwealth', value: 'No' }, ...rows(details, [['discovery', 'Found us through']])]
    }
    return [
      { label: 'Registered with the Commonwealth', value: 'Yes' },
      ...rows(payload, [['middle_name', 'Middle name'], ['birthdate', 'Date of birth']]),
      ...address,
      ...rows(details, [
        ['veteran', 'Veteran'],
        ['patient_id_number', 'Patient ID or medical card number'],
        ['patient_id_expiration', 'Card expires'],
        ['free_consultation', 'Free consultation'],
        ['communication_preference', 'May contact by'],
        ['packaging_preference', 'Packaging preference'],
        ['discovery', 'Found us through'],
        ['user_message', 'Message'],
        ['authorization_date', 'Signed on'],
      ]),
    ]
  }
  if (formType === 'new york registration') {
    const medications = Array.isArray(details?.current_medications)
      ? (details.current_medications as Record<string, unknown>[]).map((row) => [row.medicationName, row.dosage, row.frequency].map(text).filter(Boolean).join(' · ')).filter(Boolean)
      : []
    const authorization = details?.authorization as Record<string, unknown> | undefined
    return [
      ...rows(payload, [['birthdate', 'Date of birth'], ['home_number', 'Home phone'], ['occupation', 'Occupation']]),
      ...address,
      ...rows(details, [
        ['medicalcard_number', 'Medical card number'],
        ['communication_preference', 'Preferred contact'],
        ['financial_hardships', 'Financial hardship'],
        ['senior', 'Senior'],
        ['veteran', 'Veteran'],
        ['caregiver_name', 'Caregiver'],
        ['caregiver_phone', 'Caregiver’s phone'],
        ['known_allergies', 'Known allergies'],
      ]),
      ...(medications.length ? [{ label: 'Current medications', value: medications.join('; ') }] : []),
      ...rows(details, [
        ['medicalcannabishistory_reason', 'Why medical cannabis'],
        ['medicalcannabishistory_lengthofusage', 'How long using'],
        ['medicalcannabishistory_consumptionpreference', 'Consumption preference'],
        ['medicalcannabishistory_discovery', 'Found us through'],
        ['privacypracticenotice_date', 'Privacy notice received'],
        ['codeofconductagreement_date', 'Code of conduct signed'],
      ]),
      ...rows(authorization, [
        ['full_name', 'Declaration by'],
        ['name', 'Authorized person'],
        ['relationship', 'Relationship'],
        ['phone', 'Authorized person’s phone'],
        ['address', 'Authorized person’s address'],
        ['disclosure_info', 'Information to disclose'],
        ['disclosure_form', 'Form of disclosure'],
        ['effective_until', 'Effective until'],
        ['authorizer_name', 'Authorization given by'],
        ['authorizer_birthdate', 'Their date of birth'],
        ['authorization_date', 'Authorization signed on'],
      ]),
    ]
  }
  return []
}
