import { useEffect, useRef, useState } from 'react'
import { Textarea } from '~/ui/textarea'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { StateChoice } from '../contact-choices'
import { type FormInput, ID_MAX, MEDICATION_FIELD_MAX, MEDICATIONS_MAX, TEXT_MAX } from '../registration-form'
import {
  COMMUNICATION_OPTIONS,
  CONSUMPTION_PREFERENCE_OPTIONS,
  DISCLOSURE_FORM_OPTIONS,
  DISCOVERY_OPTIONS,
  EFFECTIVE_UNTIL_OPTIONS,
  LENGTH_OF_USAGE_OPTIONS,
  RELATIONSHIP_OPTIONS,
  SELECTED_DATE,
  YES_NO,
} from '../registration-options'
import { ContactFields, str, strs } from './general-registration-form'
import { ChoiceGroup, DateField, FormSection, SelectField, today, ZipField } from './registration-fields'
import { type RegistrationAnswer, RegistrationShell } from './registration-shell'
import { SignatureField } from './signature-field'

type Row = Record<string, string>

/**
 * The New York medical patient registration (002 §3, §4, §5): who the patient is, their card and
 * preferences, a caregiver, their medical history with a list of current medications (at least one
 * row; Remove does nothing on the last one), the notice of privacy practices and the code of conduct
 * (each signed and dated) and the authorization to disclose health information (signed and dated by
 * the person giving it).
 */
export function NewYorkRegistrationForm({ states, initialValues, answer }: { states: readonly StateChoice[]; initialValues: FormInput; answer?: RegistrationAnswer }) {
  return (
    <RegistrationShell variant="new-york" answer={answer} initialValues={initialValues} label="New York patient registration">
      {({ values, errorOf, refresh }) => (
        <>
          <FormSection title="About you">
            <ContactFields values={values} errorOf={errorOf} states={states} refresh={refresh} />
            <div className="grid gap-4 md:grid-cols-3">
              <DateField name="birthdate" label="Date of birth" max={today()} defaultValue={str(values.birthdate)} error={errorOf('birthdate')} />
              <TextField label="Home phone" name="home_number" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} defaultValue={str(values.home_number)} error={errorOf('home_number')} />
              <TextField label="Occupation" name="occupation" autoComplete="organization-title" maxLength={50} defaultValue={str(values.occupation)} error={errorOf('occupation')} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Street address" name="address_1" autoComplete="address-line1" maxLength={100} defaultValue={str(values.address_1)} error={errorOf('address_1')} />
              <TextField label="Apartment, suite or unit" name="address_2" autoComplete="address-line2" maxLength={100} defaultValue={str(values.address_2)} error={errorOf('address_2')} />
              <TextField label="City" name="city" autoComplete="address-level2" maxLength={60} defaultValue={str(values.city)} error={errorOf('city')} />
              <ZipField defaultValue={str(values.zip)} error={errorOf('zip')} />
            </div>
          </FormSection>

          <FormSection title="Your card and preferences">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label="Medical card number"
                name="medicalcard_number"
                maxLength={ID_MAX}
                hint={`The registry ID on your New York certification, up to ${ID_MAX} characters.`}
                defaultValue={str(values.medicalcard_number)}
                error={errorOf('medicalcard_number')}
              />
            </div>
            <ChoiceGroup name="allowedComunication" legend="How should we contact you?" options={COMMUNICATION_OPTIONS} defaultValue={str(values.allowedComunication)} error={errorOf('allowedComunication')} />
            <div className="grid gap-4 md:grid-cols-3">
              <ChoiceGroup name="financialHardships" legend="Do you have a financial hardship?" hint="Patients with a hardship may qualify for our assistance pricing." options={YES_NO} columns={1} defaultValue={str(values.financialHardships)} />
              <ChoiceGroup name="senior" legend="Are you 65 or older?" options={YES_NO} columns={1} defaultValue={str(values.senior)} />
              <ChoiceGroup name="veteran" legend="Are you a veteran?" options={YES_NO} columns={1} defaultValue={str(values.veteran)} />
            </div>
          </FormSection>

          <FormSection title="Caregiver" description="Only if a registered caregiver picks up for you.">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Caregiver’s name" name="careGiverName" maxLength={100} defaultValue={str(values.careGiverName)} error={errorOf('careGiverName')} />
              <TextField label="Caregiver’s phone" name="careGiverNumber" type="tel" inputMode="tel" maxLength={20} defaultValue={str(values.careGiverNumber)} error={errorOf('careGiverNumber')} />
            </div>
          </FormSection>

          <FormSection title="Medical history" description="This helps our pharmacist suggest products and doses. Share only what you are comfortable sharing.">
            <Textarea name="allergies" label="Known allergies" maxLength={TEXT_MAX} defaultValue={str(values.allergies)} />
            <MedicationList initialRows={(values.currentMedication as Row[] | undefined) ?? []} errorOf={errorOf} onChange={refresh} />
            <Textarea name="medicalcannabishistory_reason" label="Why are you considering medical cannabis?" maxLength={TEXT_MAX} defaultValue={str(values.medicalcannabishistory_reason)} />
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField name="lengthOfUsage" label="How long have you used medical cannabis?" placeholder="Choose one" options={LENGTH_OF_USAGE_OPTIONS} defaultValue={str(values.lengthOfUsage)} error={errorOf('lengthOfUsage')} />
              <SelectField
                name="consumptionPreference"
                label="Do you have a consumption preference?"
                placeholder="Choose one"
                options={CONSUMPTION_PREFERENCE_OPTIONS}
                defaultValue={str(values.consumptionPreference)}
                error={errorOf('consumptionPreference')}
              />
            </div>
            <ChoiceGroup name="howDidYouFindUs" legend="How did you find us?" hint="Optional. Choose all that apply." options={DISCOVERY_OPTIONS} multiple defaultValue={strs(values.howDidYouFindUs)} />
          </FormSection>

          <FormSection
            title="Notice of privacy practices"
            description={
              <>
                Please read our{' '}
                <a href="/notice-of-privacy-practices" target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
                  notice of privacy practices (opens in a new tab)
                </a>
                . Signing confirms you received it.
              </>
            }
          >
            <SignatureField field="PatientsSignature" label="Patient’s signature" error={errorOf('PatientsSignature')} onChange={refresh} />
            <div className="max-w-xs">
              <DateField name="DatePrivacyPracticesNotice" label="Date" required defaultValue={str(values.DatePrivacyPracticesNotice) || today()} error={errorOf('DatePrivacyPracticesNotice')} />
            </div>
          </FormSection>

          <FormSection
            title="Code of conduct agreement"
            description="I agree to show my registry ID and photo ID at every visit, to use what I buy only as certified, not to share or resell it, and to keep it out of reach of children."
          >
            <SignatureField field="SignatureCodeOfConductAgreement" label="Signature for the code of conduct" error={errorOf('SignatureCodeOfConductAgreement')} onChange={refresh} />
            <div className="max-w-xs">
              <DateField name="DateCodeOfConductAgreement" label="Date" required defaultValue={str(values.DateCodeOfConductAgreement) || today()} error={errorOf('DateCodeOfConductAgreement')} />
            </div>
          </FormSection>

          <Authorization values={values} errorOf={errorOf} refresh={refresh} />
        </>
      )}
    </RegistrationShell>
  )
}

let nextRowId = 0

/** The current medications (002 §4): at least one row; Add appends one, Remove drops one except the last. */
function MedicationList({ initialRows, errorOf, onChange }: { initialRows: Row[]; errorOf: (name: string) => string | undefined; onChange: () => void }) {
  const hydrated = useHydrated()
  const [rows, setRows] = useState(() => (initialRows.length ? initialRows : [{}]).map((row) => ({ id: nextRowId++, row })))
  const list = useRef<HTMLUListElement>(null)
  const [added, setAdded] = useState(false)
  useEffect(onChange, [rows, onChange])
  useEffect(() => {
    if (added) list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus()
  }, [rows, added])
  const error = errorOf('currentMedication')
  return (
    <fieldset className="flex flex-col gap-3" data-field="currentMedication" tabIndex={-1}>
      <legend className="text-sm font-semibold text-ink">Current medications</legend>
      <p className="-mt-1 text-sm text-ink-muted">Prescriptions, over-the-counter medicines and supplements. Leave the row empty if you take none.</p>
      <ul ref={list} className="flex flex-col gap-3">
        {rows.map(({ id, row }, index) => (
          <li key={id} className="grid gap-3 rounded-lg border border-line p-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
            <TextField label={`Medication ${index + 1}`} name={`currentMedication.${index}.medicationName`} maxLength={MEDICATION_FIELD_MAX} defaultValue={row.medicationName ?? ''} error={errorOf(`currentMedication.${index}.medicationName`)} />
            <TextField label="Dosage" name={`currentMedication.${index}.dosage`} maxLength={MEDICATION_FIELD_MAX} defaultValue={row.dosage ?? ''} error={errorOf(`currentMedication.${index}.dosage`)} />
            <TextField label="How often" name={`currentMedication.${index}.frequency`} maxLength={MEDICATION_FIELD_MAX} defaultValue={row.frequency ?? ''} error={errorOf(`currentMedication.${index}.frequency`)} />
            {hydrated ? (
              <button
                type="button"
                aria-disabled={rows.length === 1}
                onClick={() => {
                  // 002 §4: Remove does nothing when only one row exists.
                  if (rows.length === 1) return
                  setAdded(false)
                  setRows(rows.filter((r) => r.id !== id))
                }}
                className="min-h-11 px-2 text-sm font-semibold text-danger underline underline-offset-4 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:no-underline"
              >
                Remove<span className="sr-only"> medication {index + 1}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      <div>
        <button
          type={hydrated ? 'button' : 'submit'}
          name={hydrated ? undefined : 'intent'}
          value={hydrated ? undefined : 'add-medication'}
          formNoValidate
          disabled={rows.length >= MEDICATIONS_MAX}
          onClick={
            hydrated
              ? () => {
                  setAdded(true)
                  setRows([...rows, { id: nextRowId++, row: {} }])
                }
              : undefined
          }
          className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 disabled:opacity-50"
        >
          Add another medication
        </button>
      </div>
    </fieldset>
  )
}

function Authorization({ values, errorOf, refresh }: { values: FormInput; errorOf: (name: string) => string | undefined; refresh: () => void }) {
  const [until, setUntil] = useState(str(values.authorizationShallBeEffectiveUntil))
  const hydrated = useHydrated()
  return (
    <FormSection
      title="Authorization to disclose health information"
      description="Fill in the first part only if the dispensary may share your health information with someone else, such as a family member or your caregiver. The signature at the end is needed either way: it confirms who completed this form."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="I, (full name)" name="declarationName" maxLength={100} defaultValue={str(values.declarationName)} error={errorOf('declarationName')} />
        <TextField label="authorize the dispensary to share my information with (name)" name="nameAuthorization" maxLength={100} defaultValue={str(values.nameAuthorization)} error={errorOf('nameAuthorization')} />
        <TextField label="Their phone" name="phoneAuthorization" type="tel" inputMode="tel" maxLength={20} defaultValue={str(values.phoneAuthorization)} error={errorOf('phoneAuthorization')} />
        <TextField label="Their address" name="addressAuthorization" maxLength={200} defaultValue={str(values.addressAuthorization)} error={errorOf('addressAuthorization')} />
      </div>
      <ChoiceGroup name="relationshipAuthorization" legend="Relationship" options={RELATIONSHIP_OPTIONS} defaultValue={str(values.relationshipAuthorization)} error={errorOf('relationshipAuthorization')} />
      <Textarea name="informationToBeDisclosed" label="Information that may be disclosed" maxLength={TEXT_MAX} defaultValue={str(values.informationToBeDisclosed)} />
      <ChoiceGroup name="formOfDisclosure" legend="Form of disclosure" hint="Choose all that apply." options={DISCLOSURE_FORM_OPTIONS} multiple columns={3} defaultValue={strs(values.formOfDisclosure)} />
      <ChoiceGroup
        name="authorizationShallBeEffectiveUntil"
        legend="This authorization shall be effective until"
        options={EFFECTIVE_UNTIL_OPTIONS}
        columns={1}
        defaultValue={until}
        onChange={(value) => {
          setUntil(value)
          refresh()
        }}
      />
      {!hydrated || until === SELECTED_DATE ? (
        <div className="max-w-xs">
          <DateField name="authorizationEffectiveDate" label="Effective until (date)" hint={hydrated ? undefined : 'Only if you chose Selected Date.'} defaultValue={str(values.authorizationEffectiveDate)} error={errorOf('authorizationEffectiveDate')} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name of the individual giving this authorization"
          name="nameOfTheIndividualGivingThisAuthorization"
          required
          maxLength={100}
          defaultValue={str(values.nameOfTheIndividualGivingThisAuthorization)}
          error={errorOf('nameOfTheIndividualGivingThisAuthorization')}
        />
        <DateField name="dateOfBirthAuthorization" label="Their date of birth" required max={today()} defaultValue={str(values.dateOfBirthAuthorization)} error={errorOf('dateOfBirthAuthorization')} />
      </div>
      <SignatureField field="signatureOfTheIndividualGivingThisAuthorization" label="Signature of the individual giving this authorization" error={errorOf('signatureOfTheIndividualGivingThisAuthorization')} onChange={refresh} />
      <div className="max-w-xs">
        <DateField name="dateAuthorization" label="Date" required defaultValue={str(values.dateAuthorization) || today()} error={errorOf('dateAuthorization')} />
      </div>
    </FormSection>
  )
}
