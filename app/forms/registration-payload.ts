import { helpLabel } from './contact-form'
import type { GeneralValues, MedicationRow, NewYorkValues, VirginiaNoValues, VirginiaYesValues } from './registration-form'
import type { Attachment } from './uploads/uploads.server'

/**
 * The registration leads as 002 §3 shapes them. Pure: the server passes the checked values, the
 * normalised phone, the state's and dispensary's names and the attached files.
 */

type Place = { phone: string; stateName: string; dispensaryName: string }

const lead = (values: { email: string; firstName: string; lastName: string }, place: Place) => ({
  lead_email: values.email.trim().toLowerCase(),
  email: values.email.trim(),
  phone_number: place.phone,
  form_state_name: place.stateName,
  form_dispensary_name: place.dispensaryName,
  first_name: values.firstName.trim(),
  last_name: values.lastName.trim(),
})

/** 'Yes' → true; anything else (No, or no answer) → false. */
const yes = (value: string) => value === 'Yes'

/** 002 §3: the zip is an integer, dropped when empty. */
function zip(value: string): { zip?: number } {
  return value ? { zip: Number(value) } : {}
}

export type GeneralLeadPayload = ReturnType<typeof generalLeadPayload>
export function generalLeadPayload(values: GeneralValues, place: Place) {
  return {
    ...lead(values, place),
    form_type: 'patient registration' as const,
    form_details: { user_query: helpLabel(values.help_you_with) ?? values.help_you_with, discovery: values.howDidYouFindUs, user_message: values.description.trim() },
  }
}

export type VirginiaYesLeadPayload = ReturnType<typeof virginiaYesLeadPayload>
export function virginiaYesLeadPayload(values: VirginiaYesValues, place: Place, attachments: Attachment[]) {
  return {
    address_1: values.address_1,
    address_2: values.address_2,
    city: values.city,
    ...zip(values.zip),
    birthdate: values.dateOfBirth,
    ...lead(values, place),
    middle_name: values.middleName,
    form_type: 'virginia preregistration' as const,
    form_details: {
      discovery: values.howDidYouFindUs,
      user_message: values.description.trim(),
      user_attachments: attachments,
      registered: true,
      veteran: yes(values.veteran),
      patient_id_number: values.patientId_MedicalCard,
      patient_id_expiration: values.expirationDate,
      free_consultation: yes(values.freeConsultation),
      communication_preference: values.allowedEmailSms.join(', '),
      packaging_preference: values.packagingPreference,
      authorization_date: values.date,
    },
  }
}

/** 002 §3: the 'No' lead carries only who, where and how they found us (state and dispensary by name). */
export type VirginiaNoLeadPayload = ReturnType<typeof virginiaNoLeadPayload>
export function virginiaNoLeadPayload(values: VirginiaNoValues, place: Place) {
  const { form_state_name, form_dispensary_name, ...who } = lead(values, place)
  return {
    ...who,
    state: form_state_name,
    dispensary: form_dispensary_name,
    form_type: 'virginia preregistration' as const,
    form_details: { discovery: values.howDidYouFindUs },
  }
}

/** Medication rows someone filled in (an empty row is the list's minimum, not a medication). */
export function filledMedications(rows: readonly MedicationRow[]): MedicationRow[] {
  return rows.filter((row) => row.medicationName || row.dosage || row.frequency)
}

export type NewYorkLeadPayload = ReturnType<typeof newYorkLeadPayload>
export function newYorkLeadPayload(values: NewYorkValues, place: Place & { homePhone: string; caregiverPhone: string; authorizationPhone: string }, attachments: Attachment[]) {
  return {
    address_1: values.address_1,
    address_2: values.address_2,
    city: values.city,
    ...zip(values.zip),
    ...(values.birthdate ? { birthdate: values.birthdate } : {}),
    ...lead(values, place),
    form_type: 'new york registration' as const,
    home_number: place.homePhone,
    occupation: values.occupation,
    form_details: {
      user_attachments: attachments,
      medicalcard_number: values.medicalcard_number,
      communication_preference: values.allowedComunication,
      financial_hardships: yes(values.financialHardships),
      senior: yes(values.senior),
      veteran: yes(values.veteran),
      caregiver_name: values.careGiverName,
      caregiver_phone: place.caregiverPhone,
      known_allergies: values.allergies,
      current_medications: filledMedications(values.currentMedication),
      medicalcannabishistory_reason: values.medicalcannabishistory_reason,
      medicalcannabishistory_lengthofusage: values.lengthOfUsage,
      medicalcannabishistory_consumptionpreference: values.consumptionPreference,
      medicalcannabishistory_discovery: values.howDidYouFindUs,
      privacypracticenotice_date: values.DatePrivacyPracticesNotice,
      codeofconductagreement_date: values.DateCodeOfConductAgreement,
      authorization: {
        full_name: values.declarationName,
        name: values.nameAuthorization,
        relationship: values.relationshipAuthorization,
        phone: place.authorizationPhone,
        address: values.addressAuthorization,
        disclosure_info: values.informationToBeDisclosed,
        disclosure_form: values.formOfDisclosure,
        effective_until:
          values.authorizationShallBeEffectiveUntil === 'Selected Date' ? values.authorizationEffectiveDate : values.authorizationShallBeEffectiveUntil,
        authorizer_name: values.nameOfTheIndividualGivingThisAuthorization,
        authorizer_birthdate: values.dateOfBirthAuthorization,
        authorization_date: values.dateAuthorization,
      },
    },
  }
}

export type RegistrationLeadPayload = GeneralLeadPayload | VirginiaYesLeadPayload | VirginiaNoLeadPayload | NewYorkLeadPayload
