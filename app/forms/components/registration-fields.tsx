import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react'
import { type Control, Controller, type FieldErrors, type Resolver, useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form'
import { cx } from '~/ui/cx'
import { Textarea } from '~/ui/textarea'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { StateChoice } from '../contact-choices'
import {
  cleanZip,
  type FormInput,
  REGISTRATION_SCHEMAS,
  type RegistrationErrors,
  registrationDefaults,
  registrationValues,
  type RegistrationVariant,
  ZIP_LENGTH,
} from '../registration-form'
import type { Option } from '../registration-options'

/** The zod schema of a form, checking the form state as the server reads the post (registrationValues). */
function registrationResolver(variant: RegistrationVariant): Resolver<FormInput> {
  const resolve = zodResolver(REGISTRATION_SCHEMAS[variant] as never) as unknown as Resolver<FormInput>
  return (values, context, options) => resolve(registrationValues(values) as FormInput, context, options)
}

/** react-hook-form's nested errors as the server names them ('currentMedication.0.dosage'), first message per field. */
export function flattenErrors(errors: FieldErrors): RegistrationErrors {
  const flat: RegistrationErrors = {}
  const visit = (node: unknown, name: string) => {
    if (!node || typeof node !== 'object') return
    const leaf = node as { message?: unknown; type?: unknown; root?: unknown }
    if (typeof leaf.type === 'string' || typeof leaf.message === 'string') {
      if (typeof leaf.message === 'string' && !(name in flat)) flat[name] = leaf.message
      return
    }
    // A list's own error (at least one row) is its root; its rows' errors are by index.
    if (leaf.root) visit(leaf.root, name)
    for (const [key, child] of Object.entries(node)) if (key !== 'root') visit(child, name ? `${name}.${key}` : key)
  }
  visit(errors, '')
  return flat
}

/**
 * A registration form's state: react-hook-form with the form's zod schema (the one the server
 * checks the post with). The inputs stay the form's own, uncontrolled and named as the post names
 * them, so the same markup posts without JavaScript; with it, a field's error shows once it is left
 * (touched) or after a submit attempt, and the server's errors show until the field changes.
 * Values the page sets itself (an upload's or a signature's id, the captcha token) go in with
 * setField, beside the hidden inputs that post them.
 */
export function useRegistrationForm(variant: RegistrationVariant, initialValues: FormInput, serverErrors: RegistrationErrors) {
  const formRef = useRef<HTMLFormElement>(null)
  const [server, setServer] = useState(serverErrors)
  // One resolver per form variant, not a new one (and a new zod resolver) on every render.
  const resolver = useMemo(() => registrationResolver(variant), [variant])
  const form = useForm<FormInput>({
    resolver,
    defaultValues: registrationDefaults(variant, initialValues),
    mode: 'onTouched',
    // focusFirstError moves focus in the page's order, groups and uploads included.
    shouldFocusError: false,
  })
  const { control, register, setValue, getValues, trigger, handleSubmit, formState } = form
  const input = registrationValues(useWatch({ control }) as Record<string, unknown>)
  const clientErrors = flattenErrors(formState.errors)

  const errorOf = (name: string): string | undefined => clientErrors[name] ?? server[name]

  const clearServer = useCallback((name: string) => {
    setServer((current) => {
      if (!(name in current)) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  }, [])

  /** A value the page sets (not typed): checked at once when the field was touched or the form submitted. */
  const setField = useCallback(
    (name: string, value: string) => {
      if ((getValues(name) ?? '') === value) return
      clearServer(name)
      setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || form.getFieldState(name).isTouched })
    },
    [getValues, setValue, clearServer, form],
  )

  /** Typing in a field clears the server's message for it. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name) clearServer(name)
  }

  /** Checks some fields (a step's); their errors, or null when they pass. */
  async function attempt(fields: readonly string[]): Promise<RegistrationErrors | null> {
    if (await trigger([...fields])) return null
    const errors = flattenErrors(form.formState.errors)
    const relevant = Object.fromEntries(Object.entries(errors).filter(([key]) => fields.some((field) => key === field || key.startsWith(`${field}.`))))
    return Object.keys(relevant).length ? relevant : null
  }

  return { formRef, control, register, input, errorOf, setField, onInput, attempt, handleSubmit, setServer }
}

export type RegistrationControl = Control<FormInput>

/** Moves focus to the first field named in the errors (after the DOM shows them). */
export function focusFirstError(form: HTMLFormElement | null, errors: RegistrationErrors) {
  window.requestAnimationFrame(() => {
    for (const key of Object.keys(errors)) {
      const target = form?.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]:not([type="hidden"]), [data-field="${CSS.escape(key)}"]`)
      if (target) {
        target.focus()
        return
      }
    }
  })
}

export type FieldProps = { error?: string; defaultValue?: string }

export const selectClasses = (invalid: boolean) =>
  cx(
    'min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
    invalid ? 'border-danger' : 'border-line-strong',
  )

function Required() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  )
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null
}

/** A group of radio buttons (one answer) or checkboxes (several), with its legend, hint and error. */
export function ChoiceGroup({
  name,
  legend,
  options,
  multiple = false,
  required = false,
  hint,
  error,
  defaultValue,
  columns = 2,
  registration,
}: {
  name: string
  legend: string
  options: readonly Option[]
  multiple?: boolean
  required?: boolean
  hint?: string
  error?: string
  defaultValue?: string | readonly string[]
  columns?: 1 | 2 | 3
  /** The form's registration of the group (react-hook-form): every option is registered under the one name. */
  registration?: UseFormRegisterReturn
}) {
  const id = useId()
  const chosen = Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : []
  return (
    <fieldset className="flex flex-col gap-2" data-field={name} tabIndex={-1} aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required ? <Required /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={cx('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3.5 py-2 text-base text-ink has-checked:border-brand-700 has-checked:bg-brand-50 md:text-sm"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              {...registration}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  )
}

/** A labelled select of options. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required = false,
  error,
  defaultValue,
  registration,
}: {
  name: string
  label: string
  options: readonly Option[]
  placeholder: string
  required?: boolean
  error?: string
  defaultValue?: string
  registration?: UseFormRegisterReturn
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? <Required /> : null}
      </label>
      <select
        id={id}
        name={name}
        {...registration}
        required={required}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClasses(Boolean(error))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  )
}

/** The form's starting values with the state chosen when the form lists only one (its select shows it chosen). */
export function withOnlyState(initialValues: FormInput, states: readonly StateChoice[]): FormInput {
  const only = states.length === 1 ? states[0]?.code : undefined
  return only && !initialValues.state ? { ...initialValues, state: only } : initialValues
}

/**
 * The state and dispensary selects (002 §4: changing the state clears the chosen dispensary). With
 * one state the state select still shows it (chosen). Without JavaScript the dispensary list cannot
 * follow the state, so it lists every state's dispensaries in groups. Both are controlled by the
 * form, so the chosen option survives the list changing under it (hydration, a new state).
 */
export function StateDispensaryFields({
  control,
  states,
  stateError,
  dispensaryError,
}: {
  control: RegistrationControl
  states: readonly StateChoice[]
  stateError?: string
  dispensaryError?: string
}) {
  const hydrated = useHydrated()
  const stateId = useId()
  const dispensaryId = useId()
  const only = states.length === 1 ? (states[0]?.code ?? '') : ''
  const watched = useWatch({ control, name: 'state' })
  const chosen = states.find((s) => s.code === watched)
  return (
    <Controller
      control={control}
      name="dispensary"
      defaultValue=""
      render={({ field: dispensary }) => (
        <>
          <Controller
            control={control}
            name="state"
            defaultValue={only}
            render={({ field: state }) => (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={stateId} className="text-sm font-semibold text-ink">
                  State
                  <Required />
                </label>
                <select
                  id={stateId}
                  name="state"
                  required
                  ref={state.ref}
                  value={typeof state.value === 'string' ? state.value : ''}
                  aria-invalid={stateError ? true : undefined}
                  aria-describedby={stateError ? `${stateId}-error` : undefined}
                  onBlur={state.onBlur}
                  onChange={(event) => {
                    state.onChange(event.target.value)
                    dispensary.onChange('')
                  }}
                  className={selectClasses(Boolean(stateError))}
                >
                  <option value="">Choose a state</option>
                  {states.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </select>
                <ErrorText id={`${stateId}-error`} error={stateError} />
              </div>
            )}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={dispensaryId} className="text-sm font-semibold text-ink">
              Dispensary
              <Required />
            </label>
            <select
              id={dispensaryId}
              name="dispensary"
              required
              ref={dispensary.ref}
              value={typeof dispensary.value === 'string' ? dispensary.value : ''}
              aria-invalid={dispensaryError ? true : undefined}
              aria-describedby={dispensaryError ? `${dispensaryId}-error` : undefined}
              onBlur={dispensary.onBlur}
              onChange={(event) => dispensary.onChange(event.target.value)}
              className={selectClasses(Boolean(dispensaryError))}
            >
              <option value="">{hydrated && !chosen ? 'Choose a state first' : 'Choose a dispensary'}</option>
              {hydrated || states.length === 1
                ? chosen?.dispensaries.map((d) => (
                    <option key={d.slug} value={d.slug}>
                      {d.name}
                    </option>
                  ))
                : states.map((s) => (
                    <optgroup key={s.code} label={s.name}>
                      {s.dispensaries.map((d) => (
                        <option key={d.slug} value={d.slug}>
                          {d.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </select>
            <ErrorText id={`${dispensaryId}-error`} error={dispensaryError} />
          </div>
        </>
      )}
    />
  )
}

/** The zip field (002 §5): digits only, at most 5; typing anything else clears it. */
export function ZipField({ control, required = false, error }: { control: RegistrationControl; required?: boolean; error?: string }) {
  return (
    <Controller
      control={control}
      name="zip"
      defaultValue=""
      render={({ field }) => (
        <TextField
          label="Zip code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          required={required}
          error={error}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(cleanZip(event.target.value))}
        />
      )}
    />
  )
}

/** A date field (the browser's date picker; the value is YYYY-MM-DD), registered with the form. */
export function DateField({
  registration,
  label,
  required = false,
  error,
  defaultValue,
  hint,
  max,
}: {
  registration: UseFormRegisterReturn
  label: string
  required?: boolean
  error?: string
  defaultValue?: string
  hint?: string
  max?: string
}) {
  return <TextField type="date" label={label} required={required} error={error} defaultValue={defaultValue} hint={hint} max={max} {...registration} />
}

/** The shared textarea (its counter and limit) as a field of the form. */
export function FormTextarea({ control, name, label, hint, maxLength }: { control: RegistrationControl; name: string; label: string; hint?: string; maxLength: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Textarea
          name={field.name}
          label={label}
          hint={hint}
          maxLength={maxLength}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}

/** A titled section of a long form. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-display text-lg font-semibold text-ink md:text-xl">
          {title}
        </h2>
        {description ? <div className="text-sm text-ink-muted">{description}</div> : null}
      </div>
      {children}
    </section>
  )
}

/** The loading overlay over a form while it sends (as the Contact Us wizard's). */
export function SendingOverlay({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-surface/80" role="status" aria-live="polite">
      <span className="flex items-center gap-3 rounded-full bg-surface px-5 py-3 text-sm font-semibold text-ink shadow-md">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
        {label}
      </span>
    </div>
  )
}

/** A message for the whole form (rate limit, a refused request). */
export function FormMessage({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-danger-tint px-4 py-3 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null
}

/**
 * Today's date as a date input wants it (YYYY-MM-DD), on the Eastern calendar: the dated forms are
 * Virginia's and New York's, and the server and the browser then render the same default.
 */
export function today(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
