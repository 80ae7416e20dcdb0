import { type ReactNode, type SelectHTMLAttributes, useEffect, useId, useRef } from 'react'
import { cx } from '~/ui/cx'

/** A select in the shared text field's look: label, optional hint and error tied with aria-describedby. */
export function SelectField({
  label,
  hint,
  error,
  id: givenId,
  className,
  required,
  children,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; hint?: ReactNode; error?: string; id?: string }) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <select
        {...rest}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink',
          'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox whose whole label row is the 44 px target; its error sits under it. */
export function CheckboxField({
  id,
  name,
  label,
  error,
  defaultChecked,
  required,
}: {
  id: string
  name: string
  label: ReactNode
  error?: string
  defaultChecked?: boolean
  required?: boolean
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-11 items-start gap-3 py-1.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx('mt-0.5 size-5 shrink-0 rounded accent-brand-700', error ? 'outline-2 outline-danger' : null)}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="pl-8 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The form's errors in one place (role="alert"), each linking to its field; it takes focus when a
 * new answer brings errors, so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
}: {
  errors: Partial<Record<string, string>> | undefined
  labels: Record<string, string>
  idPrefix: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const entries = Object.entries(errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  const formError = errors?.form
  const fieldErrors = entries.filter(([key]) => key !== 'form' && labels[key])

  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) ref.current?.focus()
  }, [errors])

  if (!formError && fieldErrors.length === 0) return null
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger/30 bg-danger-tint px-4 py-3 text-sm text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger/40"
    >
      <p className="font-semibold">
        {formError ?? 'Please check the highlighted fields.'}
      </p>
      {fieldErrors.length > 0 ? (
        <ul className="mt-1 flex flex-col">
          {fieldErrors.map(([key, message]) => (
            <li key={key}>
              <a href={`#${idPrefix}-${key}`} className="inline-flex min-h-11 items-center underline underline-offset-2">
                {labels[key]}: {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
