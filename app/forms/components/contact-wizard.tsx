import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Controller, useController, useForm, useWatch } from 'react-hook-form'
import { Form, useFetcher } from 'react-router'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import { Textarea } from '~/ui/textarea'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { StateChoice } from '../contact-choices'
import {
  CONTACT_MESSAGES,
  CONTACT_STEPS,
  type ContactField,
  type ContactInput,
  type ContactStep,
  contactSchema,
  DESCRIPTION_MAX,
  type FieldErrors,
  firstStepWithError,
  HELP_OPTIONS,
  nextStep,
  previousStep,
  STEP_FIELDS,
  stepFilled,
} from '../contact-form'
import type { UploadedFile } from '../upload-client'
import { CaptchaField } from './captcha-field'
import { FilePicker } from './file-picker'

/** What the contact action answers (a plain post or the wizard's fetcher). */
export type ContactAnswer =
  | { ok: true }
  | { ok: false; step: ContactStep; values: Partial<Record<ContactField, string>>; errors: FieldErrors; message?: string }

const STEP_TITLES: Record<ContactStep, string> = {
  1: 'How can we help?',
  2: 'Tell us more',
  3: 'How can we reach you?',
}

const selectClasses = (invalid: boolean) =>
  cx(
    'min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
    invalid ? 'border-danger' : 'border-line-strong',
  )

/**
 * The Contact Us wizard (002 §4): step 1 what the visitor needs help with, step 2 a description and
 * an optional file, step 3 contact details and the browser check. Continue advances up to step 3,
 * Back returns from steps 2 and 3, Submit is on step 3; a loading overlay covers the form while it
 * sends, and a success message replaces it.
 *
 * Every step's fields are in the one form (the others hidden), so without JavaScript the buttons
 * post it and the server validates the step and answers with the next one, keeping the values.
 * With JavaScript react-hook-form validates with the same zod schema as the server, and the
 * buttons stay disabled until the step's required fields are filled (002 §5).
 */
export function ContactWizard({
  states,
  initialValues,
  initialStep,
  initialErrors,
  initialMessage,
  done: doneWithoutScript,
}: {
  states: StateChoice[]
  initialValues: Record<ContactField, string>
  initialStep: ContactStep
  initialErrors: FieldErrors
  initialMessage?: string
  done: boolean
}) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<ContactAnswer>()
  const [step, setStep] = useState<ContactStep>(initialStep)
  const [serverErrors, setServerErrors] = useState<FieldErrors>(initialErrors)
  const [message, setMessage] = useState(initialMessage)
  const [file, setFile] = useState<UploadedFile | null>(null)
  const [captchaTouched, setCaptchaTouched] = useState(Boolean(initialErrors.reCaptchaToken))
  const [moved, setMoved] = useState(false)
  const [handled, setHandled] = useState<ContactAnswer | undefined>(undefined)
  const heading = useRef<HTMLHeadingElement>(null)

  const { register, control, formState, setValue, trigger, handleSubmit } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    // Empty strings stand for "not chosen yet" (the schema refuses them).
    defaultValues: initialValues as ContactInput,
    mode: 'onTouched',
  })
  const values = useWatch({ control })
  // Controlled, so the chosen option survives the list changing under it (hydration, a new state).
  const { field: stateField } = useController({ control, name: 'state' })
  const { field: dispensaryField } = useController({ control, name: 'dispensary' })
  const chosenState = states.find((state) => state.code === values.state)
  const sending = fetcher.state !== 'idle'
  const answer = fetcher.data
  const done = doneWithoutScript || answer?.ok === true

  const errorOf = (field: ContactField): string | undefined => formState.errors[field]?.message ?? serverErrors[field]

  function goTo(target: ContactStep) {
    setMoved(true)
    setStep(target)
  }

  // The server's answer to the wizard's submit: its errors, on the first step that has one.
  if (answer && answer !== handled) {
    setHandled(answer)
    if (!answer.ok) {
      setServerErrors(answer.errors)
      setMessage(answer.message)
      goTo(firstStepWithError(answer.errors) ?? answer.step)
    }
  }

  useEffect(() => {
    // A refused check is spent: the visitor checks again.
    if (answer && !answer.ok && answer.errors.reCaptchaToken) setValue('reCaptchaToken', '')
  }, [answer, setValue])

  useEffect(() => {
    if (moved) heading.current?.focus()
  }, [step, moved])

  async function advance() {
    setServerErrors({})
    if (await trigger(STEP_FIELDS[step] as ContactField[])) goTo(nextStep(step))
  }

  const send = handleSubmit(
    (valid) => {
      setServerErrors({})
      setMessage(undefined)
      const body: Record<string, string> = { intent: 'submit', step: '3' }
      for (const [key, value] of Object.entries(valid)) body[key] = String(value ?? '')
      void fetcher.submit(body, { method: 'post' })
    },
    (errors) => {
      setCaptchaTouched(true)
      goTo(firstStepWithError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message ?? ''])) as FieldErrors) ?? 3)
    },
  )

  if (done) {
    return (
      <section aria-labelledby="contact-done" className="rounded-2xl border border-line bg-surface p-6 md:p-8" tabIndex={-1} ref={(node) => node?.focus()}>
        <h2 id="contact-done" className="font-display text-xl font-semibold text-ink md:text-2xl">
          Message sent
        </h2>
        <p role="status" className="mt-3 text-base text-ink">
          {CONTACT_MESSAGES.success}
        </p>
      </section>
    )
  }

  const filled = stepFilled(step, values)
  const disabled = hydrated && (!filled || sending)

  return (
    <div className="relative">
      <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Steps">
        {([1, 2, 3] as const).map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined} className="flex flex-col gap-1.5">
            <span className={cx('h-1.5 rounded-full', n <= step ? 'bg-brand-700' : 'bg-line')} aria-hidden="true" />
            <span className={cx('text-xs md:text-sm', n === step ? 'font-semibold text-ink' : 'text-ink-muted')}>
              <span className="sr-only">Step {n}: </span>
              {STEP_TITLES[n]}
            </span>
          </li>
        ))}
      </ol>

      <Form
        method="post"
        noValidate
        aria-labelledby="contact-step-title"
        className="rounded-2xl border border-line bg-surface p-5 md:p-8"
        onSubmit={(event) => {
          if (!hydrated) return
          event.preventDefault()
          if (step < CONTACT_STEPS) void advance()
          else void send()
        }}
      >
        <p className="text-sm font-semibold text-brand-700">
          Step {step} of {CONTACT_STEPS}
        </p>
        <h2 id="contact-step-title" ref={heading} tabIndex={-1} className="mt-1 font-display text-xl font-semibold text-ink outline-none md:text-2xl">
          {STEP_TITLES[step]}
        </h2>
        <input type="hidden" name="step" value={step} />
        {message ? (
          <p role="alert" className="mt-4 rounded-lg bg-danger-tint px-4 py-3 text-sm font-medium text-danger">
            {message}
          </p>
        ) : null}

        {/* Step 1 */}
        <fieldset hidden={step !== 1} className="mt-5" aria-describedby={errorOf('help_you_with') ? 'help-error' : undefined}>
          <legend className="text-sm font-semibold text-ink">
            What can we help you with?<span aria-hidden="true" className="text-danger"> *</span>
          </legend>
          <div className="mt-3 grid gap-2 md:grid-cols-2">
            {HELP_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3.5 py-2.5 text-base text-ink has-checked:border-brand-700 has-checked:bg-brand-50 md:text-sm"
              >
                <input type="radio" value={option.value} defaultChecked={initialValues.help_you_with === option.value} className="size-4 accent-brand-700" {...register('help_you_with')} />
                {option.label}
              </label>
            ))}
          </div>
          {errorOf('help_you_with') ? (
            <p id="help-error" className="mt-2 text-sm font-medium text-danger">
              {errorOf('help_you_with')}
            </p>
          ) : null}
        </fieldset>

        {/* Step 2 */}
        <div hidden={step !== 2} className="mt-5 flex flex-col gap-5">
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <Textarea
                name={field.name}
                label="Description"
                hint="Tell us what happened or what you would like to know. Please leave out medical details you would rather not share."
                maxLength={DESCRIPTION_MAX}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <FilePicker
            label="Attach a file"
            value={file}
            error={serverErrors.contact_us_file}
            onChange={(uploaded) => {
              setFile(uploaded)
              setValue('contact_us_file', uploaded?.id ?? '', { shouldValidate: true })
            }}
          />
          <input type="hidden" {...register('contact_us_file')} />
        </div>

        {/* Step 3 */}
        <div hidden={step !== 3} className="mt-5 grid gap-4 md:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required maxLength={50} defaultValue={initialValues.firstName} error={errorOf('firstName')} {...register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required maxLength={50} defaultValue={initialValues.lastName} error={errorOf('lastName')} {...register('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={initialValues.email} error={errorOf('email')} {...register('email')} />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required
            maxLength={20}
            hint="US numbers, for example (312) 555-0142"
            defaultValue={initialValues.phoneNumber}
            error={errorOf('phoneNumber')}
            {...register('phoneNumber')}
          />
          <SelectField label="State" error={errorOf('state')}>
            {(props) => (
              <select
                {...props}
                name={stateField.name}
                ref={stateField.ref}
                value={stateField.value ?? ''}
                onBlur={stateField.onBlur}
                onChange={(event) => {
                  stateField.onChange(event.target.value)
                  // 002 §4: changing the state clears the chosen dispensary.
                  setValue('dispensary', '')
                }}
                className={selectClasses(Boolean(errorOf('state')))}
              >
                <option value="">Choose a state</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </SelectField>
          <SelectField label="Dispensary" error={errorOf('dispensary')}>
            {(props) => (
              <select
                {...props}
                name={dispensaryField.name}
                ref={dispensaryField.ref}
                value={dispensaryField.value ?? ''}
                onBlur={dispensaryField.onBlur}
                onChange={(event) => dispensaryField.onChange(event.target.value)}
                className={selectClasses(Boolean(errorOf('dispensary')))}
              >
                <option value="">{hydrated && !chosenState ? 'Choose a state first' : 'Choose a dispensary'}</option>
                {hydrated
                  ? chosenState?.dispensaries.map((dispensary) => (
                      <option key={dispensary.slug} value={dispensary.slug}>
                        {dispensary.name}
                      </option>
                    ))
                  : // Without JavaScript the list cannot follow the state: every state's dispensaries, grouped.
                    states.map((state) => (
                      <optgroup key={state.code} label={state.name}>
                        {state.dispensaries.map((dispensary) => (
                          <option key={dispensary.slug} value={dispensary.slug}>
                            {dispensary.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
              </select>
            )}
          </SelectField>
          <div className="md:col-span-2">
            <CaptchaField
              token={values.reCaptchaToken ?? ''}
              onToken={(token) => setValue('reCaptchaToken', token, { shouldValidate: token !== '' })}
              onTouched={() => setCaptchaTouched(true)}
              touched={captchaTouched}
              error={errorOf('reCaptchaToken') ?? CONTACT_MESSAGES.reCaptchaToken}
            />
            <input type="hidden" {...register('reCaptchaToken')} />
          </div>
        </div>

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          {step > 1 ? (
            <button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              className={buttonClasses('secondary', 'md')}
              onClick={(event) => {
                if (!hydrated) return
                event.preventDefault()
                setServerErrors({})
                goTo(previousStep(step))
              }}
            >
              Back
            </button>
          ) : (
            <span />
          )}
          {step < CONTACT_STEPS ? (
            <button type="submit" name="intent" value="continue" disabled={disabled} className={buttonClasses('primary', 'md', 'disabled:opacity-50')}>
              Continue
            </button>
          ) : (
            <button type="submit" name="intent" value="submit" disabled={disabled} className={buttonClasses('primary', 'md', 'disabled:opacity-50')}>
              Submit
            </button>
          )}
        </div>
      </Form>

      {sending ? (
        <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-surface/80" role="status" aria-live="polite">
          <span className="flex items-center gap-3 rounded-full bg-surface px-5 py-3 text-sm font-semibold text-ink shadow-md">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            Sending your message…
          </span>
        </div>
      ) : null}
    </div>
  )
}

/** A labelled select with its error tied to it. */
function SelectField({
  label,
  error,
  children,
}: {
  label: string
  error?: string
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; required: boolean }) => React.ReactNode
}) {
  const id = `contact-${label.toLowerCase()}`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </label>
      {children({ id, required: true, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
