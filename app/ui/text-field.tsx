import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cx } from './cx'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  /** A line under the label (format, what it is for). */
  hint?: ReactNode
  /** The server's or the form's message for this field; marks it invalid and is read with it. */
  error?: string
  id?: string
  /** Classes for the wrapper. */
  className?: string
  /** The input element (a form library's registration passes one). */
  ref?: Ref<HTMLInputElement>
}

/**
 * The shared single-line field: label, optional hint and error, all tied to the input with
 * aria-describedby; 44 px tall. A disabled field reads as read-only text (the profile).
 */
export function TextField({ label, hint, error, id: givenId, className, required, disabled, ...rest }: TextFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
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
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        id={id}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'min-h-11 w-full rounded-lg border bg-surface px-3.5 text-base text-ink placeholder:text-ink-subtle',
          'focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:bg-sunken disabled:text-ink-muted',
          error ? 'border-danger' : 'border-line-strong',
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
