import { type ChangeEvent, type TextareaHTMLAttributes, useId, useState } from 'react'
import { cx } from './cx'
import { characterCount, isTextareaInvalid, showsTextareaError, TEXTAREA_MAX_LENGTH, textLength } from './textarea-rules'

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength' | 'value' | 'defaultValue' | 'onChange'> & {
  label: string
  /** A line under the label (what to write, what happens to it). */
  hint?: string
  /** Default 500 (000 §9); the field stops accepting text there. */
  maxLength?: number
  value?: string
  defaultValue?: string
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void
  /** What the error says; the error shows only when required, touched and invalid (002 §5). */
  errorMessage?: string
  /** Mark the field touched from outside (a submit attempt). */
  touched?: boolean
}

/**
 * The shared textarea (002 §5): a label, an optional hint, the '{n} of {max} characters' counter
 * and the error, both tied to the field with aria-describedby. The field is touched once it loses
 * focus (or when the form says so); the error shows only for a required field that is touched and
 * invalid. Works controlled (value + onChange) or uncontrolled (defaultValue).
 */
export function Textarea({
  label,
  hint,
  maxLength = TEXTAREA_MAX_LENGTH,
  value,
  defaultValue = '',
  onChange,
  errorMessage = 'Please fill in this field.',
  touched: touchedFromForm = false,
  required = false,
  className,
  id: givenId,
  onBlur,
  rows = 4,
  ...rest
}: TextareaProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const [ownValue, setOwnValue] = useState(defaultValue)
  const [blurred, setBlurred] = useState(false)
  const current = value ?? ownValue
  const touched = touchedFromForm || blurred
  const invalid = isTextareaInvalid(current, { required, max: maxLength })
  const showError = showsTextareaError({ required, touched, invalid })
  const hintId = `${id}-hint`
  const countId = `${id}-count`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, countId, showError ? errorId : null].filter(Boolean).join(' ')

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
      <textarea
        {...rest}
        id={id}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={current}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          if (value === undefined) setOwnValue(event.target.value)
          onChange?.(event.target.value, event)
        }}
        onBlur={(event) => {
          setBlurred(true)
          onBlur?.(event)
        }}
        className={cx(
          'min-h-28 w-full resize-y rounded-lg border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-500 md:text-sm',
          showError ? 'border-danger' : 'border-line-strong',
        )}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        {showError ? (
          <p id={errorId} className="font-medium text-danger">
            {errorMessage}
          </p>
        ) : (
          <span />
        )}
        <p id={countId} className="tabular shrink-0 text-ink-muted" aria-live="polite">
          {characterCount(textLength(current), maxLength)}
        </p>
      </div>
    </div>
  )
}
