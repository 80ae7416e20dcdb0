import { X } from '~/ui/icons'
import { type KeyboardEvent, useEffect, useId, useReducer, useRef } from 'react'
import type { ProductCardModel } from '~/catalog/card-model'
import { formatPrice } from '~/catalog/format'
import type { WeightKey } from '~/catalog/search/types'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { type ConfirmAction, OPENED_PANEL, panelReducer, resolvePanel } from '../confirm-panel'
import { QuantityStepper } from './quantity-stepper'

export type ConfirmRequest = { weight: WeightKey; quantity: number; action: Exclude<ConfirmAction, 'none'> }

/**
 * The card's inline confirm panel (000 §4): weight choices with their prices, a quantity stepper
 * capped by the store's limit and stock, and the confirm button. It is a labelled region; focus
 * moves into it when it opens, and Escape or the close button hands focus back to the card.
 */
export function ConfirmPanel({
  id,
  card,
  lineQuantity,
  onConfirm,
  onClose,
  className,
}: {
  id: string
  card: ProductCardModel
  /** Units of this product in a weight already in the cart. */
  lineQuantity: (weight: WeightKey) => number
  onConfirm: (request: ConfirmRequest) => void
  onClose: () => void
  className?: string
}) {
  const [state, dispatch] = useReducer(panelReducer, OPENED_PANEL)
  const panel = resolvePanel(state, card, lineQuantity)
  const weightsRef = useRef<HTMLFieldSetElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const quantityLabelId = useId()
  const noteId = useId()

  useEffect(() => {
    const checked = weightsRef.current?.querySelector<HTMLInputElement>('input:checked:not(:disabled)')
    const first = weightsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')
    ;(checked ?? first ?? closeRef.current)?.focus()
  }, [])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  function confirm() {
    const { weight, quantity, confirm } = panel
    if (!weight || confirm.disabled || confirm.action === 'none') return
    onConfirm({ weight, quantity, action: confirm.action })
  }

  return (
    <section
      id={id}
      aria-label={`Add ${card.name} to cart`}
      onKeyDown={onKeyDown}
      className={cx('flex flex-col gap-3 bg-surface', className)}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="line-clamp-2 pt-1 text-sm font-semibold text-ink">{card.name}</p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="-mt-1.5 -mr-1.5 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>

      <fieldset ref={weightsRef} className="min-w-0">
        <legend className="mb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">Weight</legend>
        <div className="flex flex-wrap gap-1.5">
          {card.weights.map((weight) => {
            const soldOut = weight.inventory <= 0 && lineQuantity(weight.key) <= 0
            return (
              <label
                key={weight.key}
                className={cx(
                  'relative flex min-h-11 min-w-[4.5rem] cursor-pointer flex-col items-center justify-center rounded-lg border px-2.5 py-1 text-center leading-tight transition-colors',
                  'border-line-strong bg-surface text-ink hover:border-brand-300',
                  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white',
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                  soldOut && 'cursor-not-allowed border-dashed opacity-60 hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-weight`}
                  value={weight.key}
                  checked={panel.weight === weight.key}
                  disabled={soldOut}
                  onChange={() => dispatch({ type: 'pick', weight: weight.key })}
                  className="sr-only"
                />
                <span className="text-xs font-semibold">{weight.label}</span>
                <span className="tabular text-xs">
                  {soldOut ? (
                    'Out of stock'
                  ) : weight.discountedPrice !== null ? (
                    <>
                      <span className="sr-only">Sale price </span>
                      {formatPrice(weight.discountedPrice)}
                    </>
                  ) : (
                    formatPrice(weight.price)
                  )}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <div className="flex items-center justify-between gap-3">
        <span id={quantityLabelId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Quantity
        </span>
        <QuantityStepper
          value={panel.quantity}
          min={panel.floor}
          max={panel.cap}
          onChange={(quantity) => dispatch({ type: 'quantity', quantity })}
          labelledBy={quantityLabelId}
          describedBy={panel.note ? noteId : undefined}
        />
      </div>
      {panel.note ? (
        <p id={noteId} className="-mt-1.5 text-right text-xs text-ink-muted">
          {panel.note}
        </p>
      ) : null}

      <Button onClick={confirm} disabled={panel.confirm.disabled} className="tabular mt-auto w-full">
        {panel.confirm.label}
      </Button>
    </section>
  )
}
