import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { cx } from '~/ui/cx'
import { TextField } from '~/ui/text-field'
import { useHydrated } from '~/ui/use-hydrated'
import type { StateChoice } from '../contact-choices'
import { cleanZip, type FormInput, REGISTRATION_SCHEMAS, type RegistrationErrors, registrationErrors, registrationInput, type RegistrationVariant, ZIP_LENGTH } from '../registration-form'
import type { Option } from '../registration-options'

/**
 * The registration forms' state without a form library: the form's own inputs hold the values (so
 * the same markup posts without JavaScript), and the browser reads them with the same function and
 * schema as the server (registrationInput, REGISTRATION_SCHEMAS). A field's error shows once it is
 * left (touched) or after a submit attempt; the server's errors show until the field changes.
 */
export function useRegistrationForm(variant: RegistrationVariant, serverErrors: RegistrationErrors) {
  const formRef = useRef<HTMLFormElement>(null)
  const [input, setInput] = useState<FormInput>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(Object.keys(serverErrors).length > 0)
  const [server, setServer] = useState(serverErrors)

  const refresh = useCallback(() => {
    if (formRef.current) setInput(registrationInput(new FormData(formRef.current)))
  }, [])
  useEffect(refresh, [refresh])

  const parsed = REGISTRATION_SCHEMAS[variant].safeParse(input)
  const clientErrors: RegistrationErrors = parsed.success ? {} : registrationErrors(parsed.error)

  const errorOf = (name: string): string | undefined => (submitted || touched.has(name) ? clientErrors[name] : undefined) ?? server[name]

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name && server[name]) setServer(({ [name]: _cleared, ...rest }) => rest)
    refresh()
  }
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name && !touched.has(name)) setTouched(new Set([...touched, name]))
  }

  /** The errors of a submit attempt (all shown from now on); null when the form may be sent. */
  function attempt(fields?: readonly string[]): RegistrationErrors | null {
    const form = formRef.current
    if (!form) return null
    const current = registrationInput(new FormData(form))
    setInput(current)
    const result = REGISTRATION_SCHEMAS[variant].safeParse(current)
    if (result.success) return null
    const errors = registrationErrors(result.error)
    const relevant = fields ? Object.fromEntries(Object.entries(errors).filter(([key]) => fields.some((field) => key === field || key.startsWith(`${field}.`)))) : errors
    if (Object.keys(relevant).length === 0) return null
    if (fields) setTouched(new Set([...touched, ...Object.keys(relevant)]))
    else setSubmitted(true)
    return relevant
  }

  return { formRef, input, errorOf, refresh, onInput, onBlur, attempt, setServer }
}

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
  onChange,
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
  onChange?: (value: string) => void
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
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={onChange ? (event) => onChange(event.target.value) : undefined}
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
  onChange,
}: {
  name: string
  label: string
  options: readonly Option[]
  placeholder: string
  required?: boolean
  error?: string
  defaultValue?: string
  onChange?: (value: string) => void
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
        required={required}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
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

/**
 * The state and dispensary selects (002 §4: changing the state clears the chosen dispensary). With
 * one state the state select still shows it (chosen). Without JavaScript the dispensary list cannot
 * follow the state, so it lists every state's dispensaries in groups.
 */
export function StateDispensaryFields({
  states,
  defaultState,
  defaultDispensary,
  stateError,
  dispensaryError,
  onChange,
}: {
  states: readonly StateChoice[]
  defaultState: string
  defaultDispensary: string
  stateError?: string
  dispensaryError?: string
  onChange: () => void
}) {
  const hydrated = useHydrated()
  const stateId = useId()
  const dispensaryId = useId()
  const [state, setState] = useState(defaultState || (states.length === 1 ? (states[0]?.code ?? '') : ''))
  const [dispensary, setDispensary] = useState(defaultDispensary)
  const chosen = states.find((s) => s.code === state)
  useEffect(onChange, [state, dispensary, onChange])
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={stateId} className="text-sm font-semibold text-ink">
          State
          <Required />
        </label>
        <select
          id={stateId}
          name="state"
          required
          value={state}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${stateId}-error` : undefined}
          onChange={(event) => {
            setState(event.target.value)
            setDispensary('')
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor={dispensaryId} className="text-sm font-semibold text-ink">
          Dispensary
          <Required />
        </label>
        <select
          id={dispensaryId}
          name="dispensary"
          required
          value={dispensary}
          aria-invalid={dispensaryError ? true : undefined}
          aria-describedby={dispensaryError ? `${dispensaryId}-error` : undefined}
          onChange={(event) => setDispensary(event.target.value)}
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
  )
}

/** The zip field (002 §5): digits only, at most 5; typing anything else clears it. */
export function ZipField({ required = false, error, defaultValue = '' }: { required?: boolean; error?: string; defaultValue?: string }) {
  const [zip, setZip] = useState(defaultValue)
  return (
    <TextField
      label="Zip code"
      name="zip"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={ZIP_LENGTH}
      required={required}
      error={error}
      value={zip}
      onChange={(event) => setZip(cleanZip(event.target.value))}
    />
  )
}

/** A date field (the browser's date picker; the value is YYYY-MM-DD). */
export function DateField({ name, label, required = false, error, defaultValue, hint, max }: { name: string; label: string; required?: boolean; error?: string; defaultValue?: string; hint?: string; max?: string }) {
  return <TextField type="date" name={name} label={label} required={required} error={error} defaultValue={defaultValue} hint={hint} max={max} />
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
