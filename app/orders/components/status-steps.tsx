import { Check } from '~/ui/icons'
import { POST_CHECKOUT_STEPS } from '../status'
import { cx } from '~/ui/cx'

/**
 * The status steps of 001 §4.7 (post-checkout and the order detail): the current one bold and marked
 * as the current step, the ones before it ticked.
 */
export function StatusSteps({ currentIndex, label = 'Reservation status' }: { currentIndex: number; label?: string }) {
  return (
    <ol aria-label={label} className="grid grid-cols-4 gap-2">
      {POST_CHECKOUT_STEPS.map((step, index) => {
        const current = index === currentIndex
        const done = currentIndex >= 0 && index < currentIndex
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex flex-col items-center gap-2 text-center">
            <span
              aria-hidden="true"
              className={cx(
                'grid size-9 place-items-center rounded-full border-2 text-sm',
                current && 'border-brand-700 bg-brand-700 text-white',
                done && 'border-brand-700 bg-brand-50 text-brand-800',
                !current && !done && 'border-line-strong bg-surface text-ink-subtle',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cx('text-sm', current ? 'font-bold text-ink' : 'font-normal text-ink-muted')}>{step}</span>
          </li>
        )
      })}
    </ol>
  )
}
