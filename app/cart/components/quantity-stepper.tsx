import { Minus, Plus } from '~/ui/icons'
import { cx } from '~/ui/cx'

/**
 * The one quantity stepper (product page, the card's confirm panel, the cart drawer): minus, the
 * number, plus, as a labelled group. The buttons use aria-disabled rather than disabled at their
 * ends, so a button that reaches its end under the pointer or the keyboard keeps focus instead of
 * dropping it to the page.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  labelledBy,
  describedBy,
  size = 'md',
  className,
}: {
  value: number
  min: number
  max: number
  onChange: (quantity: number) => void
  /** The group's accessible name, unless `labelledBy` names a visible label. */
  label?: string
  labelledBy?: string
  describedBy?: string
  size?: 'md' | 'lg'
  className?: string
}) {
  return (
    <div
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cx('flex items-center gap-1', className)}
    >
      <StepButton label="Decrease quantity" disabled={value <= min} onClick={() => onChange(value - 1)} size={size}>
        <Minus aria-hidden="true" className="size-4" />
      </StepButton>
      <output aria-live="polite" className={cx('tabular text-center font-semibold', size === 'lg' ? 'w-10 text-lg' : 'w-8 text-base')}>
        {value}
      </output>
      <StepButton label="Increase quantity" disabled={value >= max} onClick={() => onChange(value + 1)} size={size}>
        <Plus aria-hidden="true" className="size-4" />
      </StepButton>
    </div>
  )
}

function StepButton({
  label,
  disabled,
  onClick,
  size,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  size: 'md' | 'lg'
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled}
      className={cx(
        'grid place-items-center rounded-full border border-line-strong bg-surface text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-surface',
        size === 'lg' ? 'size-12' : 'size-11',
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  )
}
