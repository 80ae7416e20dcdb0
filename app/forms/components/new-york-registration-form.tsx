import { useEffect, useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { TextField } from '~/ui/text-field'
import type { StateChoice } from '../contact-choices'
import { EMPTY_MEDICATION, type FormInput, ID_MAX, MEDICATION_FIELD_MAX, MEDICATIONS_MAX, TEXT_MAX } from '../registration-form'
import {
  COMMUNICATION_OPTIONS,
  CONSUMPTION_PREFERENCE_OPTIONS,
  DISCLOSURE_FORM_OPTIONS,
  EFFECTIVE_UNTIL_OPTIONS,
  LENGTH_OF_USAGE_OPTIONS,
  RELATIONSHIP_OPTIONS,
  SELECTED_DATE,
  YES_NO,
} from '../registration-options'
import { ContactFields, DiscoveryField, str, strs } from './general-registration-form'
import { ChoiceGroup, DateField, FormSection, FormTextarea, SelectField, today, withOnlyState, ZipField } from './registration-fields'
import { type RegistrationAnswer, type RegistrationContext, RegistrationShell } from './registration-shell'
import { SignatureField } from './signature-field'

/**
 * The New York medical patient registration (002 §3, §4, §5): who the patient is, their card and
 * preferences, a caregiver, their medical history with a list of current medications (at least one
 * row; Remove does nothing on the last one), the notice of privacy practices and the code of conduct
 * (each signed and dated) and the authorization to disclose health information (signed and dated by
 * the person giving it).
 */
export function NewYorkRegistrationForm({ states, initialValues, answer }: { states: readonly StateChoice[]; initialValues: FormInput; answer?: RegistrationAnswer }) {
  return (
    <RegistrationShell variant="new-york" answer={answer} initialValues={withOnlyState(initialValues, states)} label="New York patient registration">
      {(context) => {
        const { values, errorOf, register, control, setField } = context
        return (
        <>
          <FormSection title="About you">
            <ContactFields context={context} states={states} />
            <div className="grid gap-4 md:grid-cols-3">
              <DateField registration={register('birthdate')} label="Date of birth" max={today()} defaultValue={str(values.birthdate)} error={errorOf('birthdate')} />
              <TextField label="Home phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} defaultValue={str(values.home_number)} error={errorOf('home_number')} {...register('home_number')} />
              <TextField label="Occupation" autoComplete="organization-title" maxLength={50} defaultValue={str(values.occupation)} error={errorOf('occupation')} {...register('occupation')} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Street address" autoComplete="address-line1" maxLength={100} defaultValue={str(values.address_1)} error={errorOf('address_1')} {...register('address_1')} />
              <TextField label="Apartment, suite or unit" autoComplete="address-line2" maxLength={100} defaultValue={str(values.address_2)} error={errorOf('address_2')} {...register('address_2')} />
              <TextField label="City" autoComplete="address-level2" maxLength={60} defaultValue={str(values.city)} error={errorOf('city')} {...register('city')} />
              <ZipField control={control} error={errorOf('zip')} />
            </div>
          </FormSection>

          <FormSection title="Your card and preferences">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label="Medical card number"
               
                maxLength={ID_MAX}
                hint={`The registry ID on your New York certification, up to ${ID_MAX} characters.`}
                defaultValue={str(values.medicalcard_number)}
                error={errorOf('medicalcard_number')} {...register('medicalcard_number')} />
            </div>
            <ChoiceGroup name="allowedComunication" legend="How should we contact you?" options={COMMUNICATION_OPTIONS} defaultValue={str(values.allowedComunication)} error={errorOf('allowedComunication')} registration={register('allowedComunication')} />
            <div className="grid gap-4 md:grid-cols-3">
              <ChoiceGroup name="financialHardships" legend="Do you have a financial hardship?" hint="Patients with a hardship may qualify for our assistance pricing." options={YES_NO} columns={1} defaultValue={str(values.financialHardships)} registration={register('financialHardships')} />
              <ChoiceGroup name="senior" legend="Are you 65 or older?" options={YES_NO} columns={1} defaultValue={str(values.senior)} registration={register('senior')} />
              <ChoiceGroup name="veteran" legend="Are you a veteran?" options={YES_NO} columns={1} defaultValue={str(values.veteran)} registration={register('veteran')} />
            </div>
          </FormSection>

          <FormSection title="Caregiver" description="Only if a registered caregiver picks up for you.">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Caregiver’s name" maxLength={100} defaultValue={str(values.careGiverName)} error={errorOf('careGiverName')} {...register('careGiverName')} />
              <TextField label="Caregiver’s phone" type="tel" inputMode="tel" maxLength={20} defaultValue={str(values.careGiverNumber)} error={errorOf('careGiverNumber')} {...register('careGiverNumber')} />
            </div>
          </FormSection>

          <FormSection title="Medical history" description="This helps our pharmacist suggest products and doses. Share only what you are comfortable sharing.">
            <FormTextarea control={control} name="allergies" label="Known allergies" maxLength={TEXT_MAX} />
            <MedicationList context={context} />
            <FormTextarea control={control} name="medicalcannabishistory_reason" label="Why are you considering medical cannabis?" maxLength={TEXT_MAX} />
            <div className="grid gap-4 md:grid-cols-2">
              <SelectField name="lengthOfUsage" label="How long have you used medical cannabis?" placeholder="Choose one" options={LENGTH_OF_USAGE_OPTIONS} defaultValue={str(values.lengthOfUsage)} error={errorOf('lengthOfUsage')} registration={register('lengthOfUsage')} />
              <SelectField
                name="consumptionPreference"
                label="Do you have a consumption preference?"
                placeholder="Choose one"
                options={CONSUMPTION_PREFERENCE_OPTIONS}
                defaultValue={str(values.consumptionPreference)}
                error={errorOf('consumptionPreference')} registration={register('consumptionPreference')} />
            </div>
            <DiscoveryField context={context} />
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
            <SignatureField field="PatientsSignature" label="Patient’s signature" error={errorOf('PatientsSignature')} onChange={setField} />
            <div className="max-w-xs">
              <DateField registration={register('DatePrivacyPracticesNotice')} label="Date" required defaultValue={str(values.DatePrivacyPracticesNotice) || today()} error={errorOf('DatePrivacyPracticesNotice')} />
            </div>
          </FormSection>

          <FormSection
            title="Code of conduct agreement"
            description="I agree to show my registry ID and photo ID at every visit, to use what I buy only as certified, not to share or resell it, and to keep it out of reach of children."
          >
            <SignatureField field="SignatureCodeOfConductAgreement" label="Signature for the code of conduct" error={errorOf('SignatureCodeOfConductAgreement')} onChange={setField} />
            <div className="max-w-xs">
              <DateField registration={register('DateCodeOfConductAgreement')} label="Date" required defaultValue={str(values.DateCodeOfConductAgreement) || today()} error={errorOf('DateCodeOfConductAgreement')} />
            </div>
          </FormSection>

          <Authorization context={context} />
        </>
        )
      }}
    </RegistrationShell>
  )
}

/** The current medications (002 §4): at least one row; Add appends one, Remove drops one except the last. */
function MedicationList({ context }: { context: RegistrationContext }) {
  const { control, register, errorOf, hydrated } = context
  const { fields, append, remove } = useFieldArray({ control, name: 'currentMedication' as never })
  const list = useRef<HTMLUListElement>(null)
  const [added, setAdded] = useState(false)
  useEffect(() => {
    if (added) list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus()
  }, [fields.length, added])
  const error = errorOf('currentMedication')
  return (
    <fieldset className="flex flex-col gap-3" data-field="currentMedication" tabIndex={-1}>
      <legend className="text-sm font-semibold text-ink">Current medications</legend>
      <p className="-mt-1 text-sm text-ink-muted">Prescriptions, over-the-counter medicines and supplements. Leave the row empty if you take none.</p>
      <ul ref={list} className="flex flex-col gap-3">
        {fields.map((row, index) => {
          const values = row as unknown as Record<string, string>
          const name = (field: string) => `currentMedication.${index}.${field}`
          return (
            <li key={row.id} className="grid gap-3 rounded-lg border border-line p-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
              <TextField label={`Medication ${index + 1}`} maxLength={MEDICATION_FIELD_MAX} defaultValue={values.medicationName ?? ''} error={errorOf(name('medicationName'))} {...register(name('medicationName'))} />
              <TextField label="Dosage" maxLength={MEDICATION_FIELD_MAX} defaultValue={values.dosage ?? ''} error={errorOf(name('dosage'))} {...register(name('dosage'))} />
              <TextField label="How often" maxLength={MEDICATION_FIELD_MAX} defaultValue={values.frequency ?? ''} error={errorOf(name('frequency'))} {...register(name('frequency'))} />
              {hydrated ? (
                <button
                  type="button"
                  aria-disabled={fields.length === 1}
                  onClick={() => {
                    // 002 §4: Remove does nothing when only one row exists.
                    if (fields.length === 1) return
                    setAdded(false)
                    remove(index)
                  }}
                  className="min-h-11 px-2 text-sm font-semibold text-danger underline underline-offset-4 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:no-underline"
                >
                  Remove<span className="sr-only"> medication {index + 1}</span>
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      <div>
        <button
          type={hydrated ? 'button' : 'submit'}
          name={hydrated ? undefined : 'intent'}
          value={hydrated ? undefined : 'add-medication'}
          formNoValidate
          disabled={fields.length >= MEDICATIONS_MAX}
          onClick={
            hydrated
              ? () => {
                  setAdded(true)
                  append({ ...EMPTY_MEDICATION } as never, { shouldFocus: false })
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

function Authorization({ context }: { context: RegistrationContext }) {
  const { values, errorOf, register, control, setField, hydrated } = context
  const until = useWatch({ control, name: 'authorizationShallBeEffectiveUntil' })
  return (
    <FormSection
      title="Authorization to disclose health information"
      description="Fill in the first part only if the dispensary may share your health information with someone else, such as a family member or your caregiver. The signature at the end is needed either way: it confirms who completed this form."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="I, (full name)" maxLength={100} defaultValue={str(values.declarationName)} error={errorOf('declarationName')} {...register('declarationName')} />
        <TextField label="authorize the dispensary to share my information with (name)" maxLength={100} defaultValue={str(values.nameAuthorization)} error={errorOf('nameAuthorization')} {...register('nameAuthorization')} />
        <TextField label="Their phone" type="tel" inputMode="tel" maxLength={20} defaultValue={str(values.phoneAuthorization)} error={errorOf('phoneAuthorization')} {...register('phoneAuthorization')} />
        <TextField label="Their address" maxLength={200} defaultValue={str(values.addressAuthorization)} error={errorOf('addressAuthorization')} {...register('addressAuthorization')} />
      </div>
      <ChoiceGroup name="relationshipAuthorization" legend="Relationship" options={RELATIONSHIP_OPTIONS} defaultValue={str(values.relationshipAuthorization)} error={errorOf('relationshipAuthorization')} registration={register('relationshipAuthorization')} />
      <FormTextarea control={control} name="informationToBeDisclosed" label="Information that may be disclosed" maxLength={TEXT_MAX} />
      <ChoiceGroup name="formOfDisclosure" legend="Form of disclosure" hint="Choose all that apply." options={DISCLOSURE_FORM_OPTIONS} multiple columns={3} defaultValue={strs(values.formOfDisclosure)} registration={register('formOfDisclosure')} />
      <ChoiceGroup
        name="authorizationShallBeEffectiveUntil"
        legend="This authorization shall be effective until"
        options={EFFECTIVE_UNTIL_OPTIONS}
        columns={1}
        defaultValue={str(values.authorizationShallBeEffectiveUntil)}
        registration={register('authorizationShallBeEffectiveUntil')}
      />
      {!hydrated || until === SELECTED_DATE ? (
        <div className="max-w-xs">
          <DateField registration={register('authorizationEffectiveDate')} label="Effective until (date)" hint={hydrated ? undefined : 'Only if you chose Selected Date.'} defaultValue={str(values.authorizationEffectiveDate)} error={errorOf('authorizationEffectiveDate')} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name of the individual giving this authorization"
         
          required
          maxLength={100}
          defaultValue={str(values.nameOfTheIndividualGivingThisAuthorization)}
          error={errorOf('nameOfTheIndividualGivingThisAuthorization')} {...register('nameOfTheIndividualGivingThisAuthorization')} />
        <DateField registration={register('dateOfBirthAuthorization')} label="Their date of birth" required max={today()} defaultValue={str(values.dateOfBirthAuthorization)} error={errorOf('dateOfBirthAuthorization')} />
      </div>
      <SignatureField field="signatureOfTheIndividualGivingThisAuthorization" label="Signature of the individual giving this authorization" error={errorOf('signatureOfTheIndividualGivingThisAuthorization')} onChange={setField} />
      <div className="max-w-xs">
        <DateField registration={register('dateAuthorization')} label="Date" required defaultValue={str(values.dateAuthorization) || today()} error={errorOf('dateAuthorization')} />
      </div>
    </FormSection>
  )
}
