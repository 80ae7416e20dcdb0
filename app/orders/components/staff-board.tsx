import { SelectField } from '~/auth/components/form-controls'
import { CANCEL_REASON_LABELS } from '~/specials/cancel-reasons'
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { useHydrated } from '~/ui/use-hydrated'
import type { BoardOrder, StaffBoard as Board } from '../staff-board.server'

/**
 * The staff order board: the store's reservations in columns by status, each with a button that
 * moves it one step and a cancel that asks first. Plain POST forms (they work without JavaScript;
 * a cancel posted without the confirmation comes back asking for it).
 */
export function StaffBoard({ board, confirmUuid }: { board: Board; confirmUuid: string | null }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {board.columns.map((column) => (
        <section key={column.id} aria-labelledby={`column-${column.id}`} className="flex flex-col gap-3 rounded-xl bg-sunken p-3">
          <div className="flex items-center justify-between gap-2 px-1">
            <h2 id={`column-${column.id}`} className="text-base font-semibold text-ink">
              {column.title}
            </h2>
            <span className="rounded-full bg-surface px-2 text-sm text-ink-muted">
              {column.orders.length}
              <span className="sr-only"> {column.orders.length === 1 ? 'reservation' : 'reservations'}</span>
            </span>
          </div>
          {column.orders.length ? (
            <ul className="flex flex-col gap-3">
              {column.orders.map((order) => (
                <BoardCard key={order.uuid} order={order} askToConfirm={confirmUuid === order.uuid} />
              ))}
            </ul>
          ) : (
            <p className="px-1 pb-2 text-sm text-ink-muted">No reservations.</p>
          )}
        </section>
      ))}
    </div>
  )
}

function BoardCard({ order, askToConfirm }: { order: BoardOrder; askToConfirm: boolean }) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [confirming, setConfirming] = useState(askToConfirm)
  const busy = navigation.state === 'submitting' && navigation.formData?.get('uuid') === order.uuid
  const titleId = `order-${order.uuid}`
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          <span className="sr-only">Queue number </span>#{order.queueNumber} · {order.customerName}
        </h3>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', order.mode === 'delivery' ? 'bg-accent-tint text-accent-ink' : 'bg-brand-50 text-brand-800')}>
          {order.mode === 'delivery' ? 'Delivery' : 'Pickup'}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Phone</dt>
        <dd>
          <a href={order.customerPhoneHref} className="text-brand-800 underline underline-offset-4">
            {order.customerPhone}
          </a>
        </dd>
        <dt className="text-ink-muted">Window</dt>
        <dd>{order.windowText}</dd>
        <dt className="text-ink-muted">Order</dt>
        <dd>
          {order.reference} · {order.statusLabel}
        </dd>
        {order.patientCard ? (
          <>
            <dt className="text-ink-muted">Medical card</dt>
            <dd>
              <span className="tabular font-medium">{order.patientCard.number}</span> · expires{' '}
              <span className="tabular">{order.patientCard.expiresOn}</span>
              {order.patientCard.expired ? (
                <strong className="ml-2 rounded-full bg-danger-tint px-2 py-0.5 text-xs font-semibold text-danger">Expired: check a current card</strong>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <ul className="flex flex-col gap-0.5 text-sm text-ink">
        {order.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {order.nextLabel || order.canCancel ? (
        <div className="flex flex-wrap gap-2">
          {order.nextLabel ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="uuid" value={order.uuid} />
              <input type="hidden" name="expected" value={order.status} />
              <Button type="submit" name="intent" value="advance" disabled={busy}>
                Move to {order.nextLabel}
              </Button>
            </Form>
          ) : null}
          {order.canCancel && !confirming ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="uuid" value={order.uuid} />
              <input type="hidden" name="expected" value={order.status} />
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="ghost"
                disabled={busy}
                onClick={(event) => {
                  if (!hydrated) return
                  event.preventDefault()
                  setConfirming(true)
                }}
              >
                Cancel order
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {order.canCancel && confirming ? (
        <Form method="post" preventScrollReset role="group" aria-label={`Cancel order #${order.queueNumber}?`} className="flex flex-col gap-2 rounded-lg bg-danger-tint p-3">
          <p className="text-sm font-semibold text-danger">Cancel this reservation? Its items go back on the shelf.</p>
          <input type="hidden" name="uuid" value={order.uuid} />
          <input type="hidden" name="expected" value={order.status} />
          <input type="hidden" name="confirm" value="yes" />
          <SelectField label="Reason (the shopper's mail says it)" name="reason" required defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {Object.entries(CANCEL_REASON_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="cancel" disabled={busy} autoFocus={hydrated}>
              Yes, cancel order
            </Button>
            {hydrated ? (
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep order
              </Button>
            ) : null}
          </div>
        </Form>
      ) : null}
    </li>
  )
}
