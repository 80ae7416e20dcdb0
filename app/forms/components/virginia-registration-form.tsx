import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { StateChoice } from '../contact-choices'
import { DESCRIPTION_MAX } from '../contact-form'
import { type FormInput, ID_MAX, type RegistrationErrors, requiredFilled, VIRGINIA_STEP_FIELDS, virginiaStepWithError } from '../registration-form'
import { COMMUNICATION_OPTIONS, PACKAGING_OPTIONS, VIRGINIA_STEP_TITLES, VIRGINIA_STEPS, VIRGINIA_UPLOAD_KEYS, type VirginiaStep, YES_NO } from '../registration-options'
import type { UploadedFile } from '../upload-client'
import { FilePicker } from './file-picker'
import { ContactFields, DiscoveryField, str, strs } from './general-registration-form'
import { ChoiceGroup, DateField, focusFirstError, FormSection, FormTextarea, StateDispensaryFields, today, withOnlyState, ZipField } from './registration-fields'
import { type RegistrationAnswer, RegistrationShell } from './registration-shell'
import { SignatureField } from './signature-field'

export type Registered = 'Yes' | 'No' | ''

/** 002 §4: the medical-card alternative shown to visitors who are not registered. */
export const MEDICAL_CARD_ALTERNATIVE = {
  title: 'Not registered yet? Start with a written certification',
  description:
    'In Virginia, a written certification from a registered practitioner is what lets you buy medical cannabis. Many practitioners see patients by telehealth, often within a few days. Our guide walks through the visit, what to bring and what it costs; leave your details below and the dispensary will help you with the next steps.',
  link: { label: 'How to get a medical card in Virginia', href: '/dispensaries/virginia/getting-a-medical-card' },
  external: { label: 'Virginia Cannabis Control Authority (opens in a new tab)', href: 'https://www.cca.virginia.gov/' },
}

/**
 * The Virginia pre-registration form (002 §4). The first question, 'registered with the
 * Commonwealth', picks the schema and the layout: 'Yes' opens the five-step form (three documents and
 * a signature), 'No' the medical-card alternative and a short form. Changing the answer starts the
 * form over (its discovery and communication answers included). Without JavaScript the question is a
 * small form of its own (?registered=yes|no) and every step of the long form shows at once.
 */
export function VirginiaRegistrationForm({
  states,
  registered: initialRegistered,
  initialValues,
  answer,
}: {
  states: readonly StateChoice[]
  registered: Registered
  initialValues: FormInput
  answer?: RegistrationAnswer
}) {
  const hydrated = useHydrated()
  const [registered, setRegistered] = useState<Registered>(initialRegistered)
  const done = answer?.ok === true
  return (
    <div className="flex flex-col gap-6">
      {done ? null : (
        <Form method="get" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 md:p-8" aria-label="Registration status">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-base font-semibold text-ink">
              Are you registered with the Commonwealth of Virginia as a medical cannabis patient?
              <span aria-hidden="true" className="text-danger">
                {' '}
                *
              </span>
            </legend>
            <p className="text-sm text-ink-muted">Changing your answer starts the form over.</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['Yes', 'No'] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3.5 py-2 text-base text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="registered"
                    value={value.toLowerCase()}
                    checked={hydrated ? registered === value : undefined}
                    defaultChecked={hydrated ? undefined : registered === value}
                    onChange={() => setRegistered(value)}
                    className="size-4 accent-brand-700"
                  />
                  {value === 'Yes' ? 'Yes, I am registered' : 'No, not yet'}
                </label>
              ))}
            </div>
          </fieldset>
          {hydrated ? null : (
            <div>
              <button type="submit" className={buttonClasses('secondary', 'md')}>
                Continue
              </button>
            </div>
          )}
        </Form>
      )}
      {registered === 'Yes' ? (
        <VirginiaFullForm key="yes" states={states} initialValues={registered === initialRegistered ? initialValues : {}} answer={registered === initialRegistered ? answer : undefined} />
      ) : registered === 'No' ? (
        <div key="no" className="flex flex-col gap-6">
          {done ? null : <MedicalCardAlternative />}
          <RegistrationShell
            variant="virginia-no"
            answer={registered === initialRegistered ? answer : undefined}
            initialValues={{ ...withOnlyState(registered === initialRegistered ? initialValues : {}, states), registeredWithCommonwealth: 'No' }}
            label="Virginia patient pre-registration"
          >
            {(context) => (
              <>
                <FormSection title="Your details" description="The dispensary you choose contacts you about getting certified and your first visit.">
                  <ContactFields context={context} states={states} />
                </FormSection>
                <DiscoveryField context={context} required />
                <input type="hidden" name="registeredWithCommonwealth" value="No" />
              </>
            )}
          </RegistrationShell>
        </div>
      ) : null}
    </div>
  )
}

function MedicalCardAlternative() {
  return (
    <section aria-labelledby="va-alternative" className="rounded-2xl border border-line bg-sunken p-5 md:p-8">
      <h2 id="va-alternative" className="font-display text-lg font-semibold text-ink md:text-xl">
        {MEDICAL_CARD_ALTERNATIVE.title}
      </h2>
      <p className="mt-2 max-w-3xl text-base text-ink-muted">{MEDICAL_CARD_ALTERNATIVE.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a href={MEDICAL_CARD_ALTERNATIVE.link.href} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {MEDICAL_CARD_ALTERNATIVE.link.label}
        </a>
        <a href={MEDICAL_CARD_ALTERNATIVE.external.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {MEDICAL_CARD_ALTERNATIVE.external.label}
        </a>
      </p>
    </section>
  )
}

/** A document picker (VA wording, 002 §5) whose confirmed upload id posts as the field. */
function DocumentField({ name, label, error, onChange }: { name: keyof typeof VIRGINIA_UPLOAD_KEYS; label: string; error?: string; onChange: (name: string, uploadId: string) => void }) {
  const [file, setFile] = useState<UploadedFile | null>(null)
  return (
    <div data-field={name} tabIndex={-1}>
      <FilePicker
        label={label}
        variant="va"
        required
        uploadKey={VIRGINIA_UPLOAD_KEYS[name]}
        value={file}
        onChange={(chosen) => {
          setFile(chosen)
          onChange(name, chosen?.id ?? '')
        }}
        error={error}
        noScriptNote="Uploading documents needs JavaScript. Turn JavaScript on to send this form, or bring the documents to the dispensary."
      />
      <input type="hidden" name={name} value={file?.id ?? ''} />
    </div>
  )
}

function VirginiaFullForm({ states, initialValues, answer }: { states: readonly StateChoice[]; initialValues: FormInput; answer?: RegistrationAnswer }) {
  const hydrated = useHydrated()
  const initialStep = (answer && !answer.ok && virginiaStepWithError(answer.errors)) || 1
  const [step, setStep] = useState<VirginiaStep>(initialStep)
  const [moved, setMoved] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (moved) heading.current?.focus()
  }, [step, moved])
  const goTo = (target: VirginiaStep) => {
    setMoved(true)
    setStep(target)
  }
  const onRefused = (errors: RegistrationErrors) => {
    const first = virginiaStepWithError(errors)
    if (first) setStep(first)
  }
  const shows = (n: VirginiaStep) => !hydrated || step === n
  const stepClass = (n: VirginiaStep) => cx('flex flex-col gap-4', !shows(n) && 'hidden')

  return (
    <div>
      {hydrated ? (
        <ol className="mb-6 grid grid-cols-5 gap-1.5 md:gap-2" aria-label="Steps">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <li key={n} aria-current={n === step ? 'step' : undefined} className="flex flex-col gap-1.5">
              <span className={cx('h-1.5 rounded-full', n <= step ? 'bg-brand-700' : 'bg-line')} aria-hidden="true" />
              <span className={cx('hidden text-sm md:block', n === step ? 'font-semibold text-ink' : 'text-ink-muted')}>{VIRGINIA_STEP_TITLES[n]}</span>
              <span className="sr-only md:hidden">
                Step {n}: {VIRGINIA_STEP_TITLES[n]}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <RegistrationShell
        variant="virginia-yes"
        answer={answer}
        initialValues={{ ...withOnlyState(initialValues, states), registeredWithCommonwealth: 'Yes' }}
        label="Virginia patient pre-registration"
        stepFields={hydrated ? VIRGINIA_STEP_FIELDS[step] : undefined}
        captchaShown={shows(5)}
        onRefused={onRefused}
        buttons={(submit, { attempt, formRef, input }) => (
          <StepButtons
            step={step}
            hydrated={hydrated}
            submit={submit}
            canContinue={requiredFilled('virginia-yes', input, VIRGINIA_STEP_FIELDS[step])}
            onBack={() => goTo((step - 1) as VirginiaStep)}
            onContinue={() => {
              void attempt(VIRGINIA_STEP_FIELDS[step]).then((errors) => {
                if (errors) focusFirstError(formRef.current, errors)
                else goTo((step + 1) as VirginiaStep)
              })
            }}
          />
        )}
      >
        {(context) => {
          const { values, errorOf, register, control, setField } = context
          return (
            <>
              <input type="hidden" name="registeredWithCommonwealth" value="Yes" />
              {hydrated ? (
                <div>
                  <p className="text-sm font-semibold text-brand-700">
                    Step {step} of {VIRGINIA_STEPS}
                  </p>
                  <h2 ref={heading} tabIndex={-1} className="mt-1 font-display text-xl font-semibold text-ink outline-none md:text-2xl">
                    {VIRGINIA_STEP_TITLES[step]}
                  </h2>
                </div>
              ) : null}

              <div className={stepClass(1)}>
                {hydrated ? null : <h2 className="font-display text-xl font-semibold text-ink">1. {VIRGINIA_STEP_TITLES[1]}</h2>}
                <div className="grid gap-4 md:grid-cols-3">
                  <TextField label="First name" autoComplete="given-name" required maxLength={50} defaultValue={str(values.firstName)} error={errorOf('firstName')} {...register('firstName')} />
                  <TextField label="Middle name" autoComplete="additional-name" maxLength={50} defaultValue={str(values.middleName)} error={errorOf('middleName')} {...register('middleName')} />
                  <TextField label="Last name" autoComplete="family-name" required maxLength={50} defaultValue={str(values.lastName)} error={errorOf('lastName')} {...register('lastName')} />
                </div>
                <div className="grid gap-4 md:grid-cols-3">
                  <DateField registration={register('dateOfBirth')} label="Date of birth" max={today()} defaultValue={str(values.dateOfBirth)} error={errorOf('dateOfBirth')} />
                  <TextField label="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={str(values.email)} error={errorOf('email')} {...register('email')} />
                  <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel-national" required maxLength={20} defaultValue={str(values.phoneNumber)} error={errorOf('phoneNumber')} {...register('phoneNumber')} />
                </div>
                <ChoiceGroup name="veteran" legend="Are you a veteran?" options={YES_NO} required defaultValue={str(values.veteran)} error={errorOf('veteran')} registration={register('veteran')} />
              </div>

              <div className={stepClass(2)}>
                {hydrated ? null : <h2 className="font-display text-xl font-semibold text-ink">2. {VIRGINIA_STEP_TITLES[2]}</h2>}
                <div className="grid gap-4 md:grid-cols-2">
                  <TextField label="Street address" autoComplete="address-line1" maxLength={100} defaultValue={str(values.address_1)} error={errorOf('address_1')} {...register('address_1')} />
                  <TextField label="Apartment, suite or unit" autoComplete="address-line2" maxLength={100} defaultValue={str(values.address_2)} error={errorOf('address_2')} {...register('address_2')} />
                  <TextField label="City" autoComplete="address-level2" required maxLength={60} defaultValue={str(values.city)} error={errorOf('city')} {...register('city')} />
                  <ZipField control={control} required error={errorOf('zip')} />
                  <StateDispensaryFields control={control} states={states} stateError={errorOf('state')} dispensaryError={errorOf('dispensary')} />
                </div>
              </div>

              <div className={stepClass(3)}>
                {hydrated ? null : <h2 className="font-display text-xl font-semibold text-ink">3. {VIRGINIA_STEP_TITLES[3]}</h2>}
                <div className="grid gap-4 md:grid-cols-2">
                  <TextField
                    label="Patient ID or medical card number"
                    required
                    maxLength={ID_MAX}
                    hint={`As printed on your card, up to ${ID_MAX} characters.`}
                    defaultValue={str(values.patientId_MedicalCard)}
                    error={errorOf('patientId_MedicalCard')}
                    {...register('patientId_MedicalCard')}
                  />
                  <DateField registration={register('expirationDate')} label="Expiration date" required defaultValue={str(values.expirationDate)} error={errorOf('expirationDate')} />
                </div>
                <ChoiceGroup name="freeConsultation" legend="Would you like a free consultation with our pharmacist?" options={YES_NO} required defaultValue={str(values.freeConsultation)} error={errorOf('freeConsultation')} registration={register('freeConsultation')} />
                <ChoiceGroup name="packagingPreference" legend="Packaging preference" options={PACKAGING_OPTIONS} columns={1} required defaultValue={str(values.packagingPreference)} error={errorOf('packagingPreference')} registration={register('packagingPreference')} />
                <ChoiceGroup name="allowedEmailSms" legend="May we contact you about your orders and deals by" hint="Optional. Choose any." options={COMMUNICATION_OPTIONS} multiple defaultValue={strs(values.allowedEmailSms)} registration={register('allowedEmailSms')} />
                <DiscoveryField context={context} required />
                <FormTextarea control={control} name="description" label="Anything the team should know" maxLength={DESCRIPTION_MAX} />
              </div>

              <div className={stepClass(4)}>
                {hydrated ? null : <h2 className="font-display text-xl font-semibold text-ink">4. {VIRGINIA_STEP_TITLES[4]}</h2>}
                <p className="text-sm text-ink-muted">A clear photo or scan of each document. The dispensary checks them before your first visit.</p>
                <DocumentField name="virginia_ID" label="Virginia ID or driver’s license" error={errorOf('virginia_ID')} onChange={setField} />
                <DocumentField name="registrationCard" label="Registration card" error={errorOf('registrationCard')} onChange={setField} />
                <DocumentField name="letterOfCertification" label="Letter of certification" error={errorOf('letterOfCertification')} onChange={setField} />
              </div>

              <div className={stepClass(5)}>
                {hydrated ? null : <h2 className="font-display text-xl font-semibold text-ink">5. {VIRGINIA_STEP_TITLES[5]}</h2>}
                <p className="text-sm text-ink-muted">
                  By signing you confirm that what you entered is true and that you authorize the dispensary to verify your registration with the Commonwealth.
                </p>
                <SignatureField field="signatureVirginia" label="Your signature" error={errorOf('signatureVirginia')} onChange={setField} />
                <div className="max-w-xs">
                  <DateField registration={register('date')} label="Date" required defaultValue={str(values.date) || today()} error={errorOf('date')} />
                </div>
              </div>

            </>
          )
        }}
      </RegistrationShell>
    </div>
  )
}

/** Back (steps 2–5), Continue (steps 1–4, checks the step's fields first) and Submit on step 5; without JavaScript only Submit. */
function StepButtons({
  step,
  hydrated,
  submit,
  canContinue,
  onBack,
  onContinue,
}: {
  step: VirginiaStep
  hydrated: boolean
  submit: ReactNode
  canContinue: boolean
  onBack: () => void
  onContinue: () => void
}) {
  if (!hydrated) return <div className="flex justify-end border-t border-line pt-5">{submit}</div>
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
      {step > 1 ? (
        <button type="button" onClick={onBack} className={buttonClasses('secondary', 'md')}>
          Back
        </button>
      ) : (
        <span />
      )}
      {step === VIRGINIA_STEPS ? (
        submit
      ) : (
        <button type="button" onClick={onContinue} disabled={!canContinue} className={buttonClasses('primary', 'md', 'disabled:opacity-50')}>
          Continue
        </button>
      )}
    </div>
  )
}
