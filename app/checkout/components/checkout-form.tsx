import { AlertCircle, Bike, Store } from '~/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { US_STATES } from '~/auth/us-states'
import type { ReservationMode } from '~/orders/status'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { TextField } from '~/ui/text-field'
import { type CheckoutErrors, firstErrorField } from '../checkout-form'
import type { WindowDay } from '../time-windows'

export type CheckoutFormProps = {
  action: string
  mode: ReservationMode
  delivers: boolean
  store: { storeName: string; addressLine: string; stateCode: string; stateName: string; zoneLabel: string }
  windows: WindowDay[]
  idempotencyKey: string
  prefill: { name: string; email: string; phone: string }
  values?: Record<string, string>
  errors?: CheckoutErrors
  /** Delivery is below the store's minimum: a note, and the server refuses it. */
  deliveryMinimumNote: string | null
}

const FIELD_IDS: Record<string, string> = {
  form: 'checkout-errors',
  mode: 'checkout-mode',
  window: 'checkout-window',
  name: 'checkout-name',
  email: 'checkout-email',
  phone: 'checkout-phone',
  street: 'checkout-street',
  street2: 'checkout-street2',
  city: 'checkout-city',
  state: 'checkout-state',
  zip: 'checkout-zip',
}

/**
 * The reservation form. It posts without JavaScript (the mode is a link that reloads the page with
 * ?mode=); with it, switching mode is a client navigation, the button shows that it is working, and
 * after a refusal focus moves to the first field with an error (or to the error summary).
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { mode, delivers, store, windows, values = {}, prefill } = props
  const given = props.errors
  // A field's error goes away once the shopper changes that field; a new refusal brings a new set.
  const [edited, setEdited] = useState<{ for: CheckoutErrors | undefined; names: ReadonlySet<string> }>({ for: given, names: new Set() })
  const names = edited.for === given ? edited.names : new Set<string>()
  const errors: CheckoutErrors = Object.fromEntries(Object.entries(given ?? {}).filter(([key]) => !names.has(key)))
  const onEdit = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name && given?.[name as keyof CheckoutErrors] && !names.has(name)) setEdited({ for: given, names: new Set([...names, name]) })
  }
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const summaryRef = useRef<HTMLDivElement>(null)
  const errorCount = Object.values(errors).filter(Boolean).length

  useEffect(() => {
    const first = firstErrorField(given ?? {})
    if (!first) return
    const target = first === 'form' ? summaryRef.current : document.getElementById(FIELD_IDS[first] ?? '')
    target?.focus()
  }, [given])

  const value = (key: string, fallback = '') => values[key] ?? fallback
  const fieldErrors = Object.entries(errors).filter(([key, message]) => key !== 'form' && message)

  return (
    <Form method="post" action={props.action} noValidate aria-label="Reserve your order" onChange={onEdit} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="reserve" />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <input type="hidden" name="mode" value={mode} />

      <div
        ref={summaryRef}
        id={FIELD_IDS.form}
        tabIndex={-1}
        role="alert"
        className={cx(errorCount > 0 && 'rounded-xl border border-danger bg-danger-tint p-4 text-sm text-danger focus:outline-none')}
      >
        {errorCount > 0 ? (
          <div className="flex gap-3">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{errors.form ?? 'Please check the highlighted fields.'}</p>
              {fieldErrors.length > 0 && errors.form ? (
                <ul className="list-disc pl-5">
                  {fieldErrors.map(([key, message]) => (
                    <li key={key}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>

      <Section title="Pickup or delivery" id="checkout-mode-heading">
        {delivers ? (
          <div id={FIELD_IDS.mode} tabIndex={-1} className="grid grid-cols-2 gap-2 rounded-full bg-sunken p-1 focus:outline-none">
            <ModeLink to="?mode=pickup" current={mode === 'pickup'} icon={<Store aria-hidden="true" className="size-4" />}>
              Pickup
            </ModeLink>
            <ModeLink to="?mode=delivery" current={mode === 'delivery'} icon={<Bike aria-hidden="true" className="size-4" />}>
              Delivery
            </ModeLink>
          </div>
        ) : (
          <p id={FIELD_IDS.mode} tabIndex={-1} className="text-sm text-ink-muted focus:outline-none">
            Pickup only: this store does not deliver.
          </p>
        )}
        {errors.mode ? <p className="text-sm font-medium text-danger">{errors.mode}</p> : null}
        {mode === 'pickup' ? (
          <p className="text-sm text-ink">
            Pick up at <span className="font-semibold">{store.storeName}</span>, {store.addressLine}.
          </p>
        ) : null}
        {mode === 'delivery' && props.deliveryMinimumNote ? (
          <p className="rounded-lg bg-accent-tint p-3 text-sm text-accent-deep">{props.deliveryMinimumNote}</p>
        ) : null}
      </Section>

      {mode === 'delivery' ? (
        <Section title="Delivery address" id="checkout-address-heading">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id={FIELD_IDS.street}
              name="street"
              label="Street address"
              autoComplete="address-line1"
              required
              maxLength={120}
              defaultValue={value('street')}
              error={errors.street}
              className="md:col-span-2"
            />
            <TextField
              id={FIELD_IDS.street2}
              name="street2"
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
              maxLength={120}
              defaultValue={value('street2')}
              error={errors.street2}
              className="md:col-span-2"
            />
            <TextField
              id={FIELD_IDS.city}
              name="city"
              label="City"
              autoComplete="address-level2"
              required
              maxLength={80}
              defaultValue={value('city')}
              error={errors.city}
            />
            <div className="grid grid-cols-2 gap-4">
              <StateSelect defaultValue={value('state', store.stateCode)} error={errors.state} stateName={store.stateName} />
              <TextField
                id={FIELD_IDS.zip}
                name="zip"
                label="ZIP code"
                autoComplete="postal-code"
                inputMode="numeric"
                pattern="[0-9]{5}"
                required
                maxLength={5}
                defaultValue={value('zip')}
                error={errors.zip}
              />
            </div>
          </div>
        </Section>
      ) : null}

      <Section title="Contact details" id="checkout-contact-heading">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={FIELD_IDS.name}
            name="name"
            label="Full name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={value('name', prefill.name)}
            error={errors.name}
            className="md:col-span-2"
          />
          <TextField
            id={FIELD_IDS.email}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={value('email', prefill.email)}
            error={errors.email}
          />
          <TextField
            id={FIELD_IDS.phone}
            name="phone"
            type="tel"
            label="Mobile phone"
            hint="We text you when your order is ready."
            autoComplete="tel-national"
            required
            maxLength={30}
            defaultValue={value('phone', prefill.phone)}
            error={errors.phone}
          />
        </div>
      </Section>

      <Section title={mode === 'delivery' ? 'Delivery time' : 'Pickup time'} id="checkout-window-heading">
        {windows.length ? (
          <WindowSelect windows={windows} mode={mode} zoneLabel={store.zoneLabel} defaultValue={value('window')} error={errors.window} />
        ) : (
          <p id={FIELD_IDS.window} tabIndex={-1} className="text-sm text-ink-muted focus:outline-none">
            No {mode} times are left in the next few days. Please call the store or try {mode === 'delivery' ? 'pickup' : 'again later'}.
          </p>
        )}
      </Section>

      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" className="w-full" disabled={submitting || windows.length === 0} aria-disabled={submitting || undefined}>
          {submitting ? 'Reserving…' : 'Reserve'}
        </Button>
        <p className="text-center text-sm text-ink-muted">You pay at the store when you collect or receive your order.</p>
      </div>
    </Form>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-card md:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function ModeLink({ to, current, icon, children }: { to: string; current: boolean; icon: React.ReactNode; children: string }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-current={current ? 'true' : undefined}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors',
        current ? 'bg-brand-700 text-white shadow-card' : 'text-brand-800 hover:bg-brand-50',
      )}
    >
      {icon}
      {children}
    </Link>
  )
}

function StateSelect({ defaultValue, error, stateName }: { defaultValue: string; error?: string; stateName: string }) {
  const id = FIELD_IDS.state
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        State
      </label>
      <select
        id={id}
        name="state"
        defaultValue={defaultValue}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cx(
          'min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.code}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="sr-only">
        Delivery within {stateName} only.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function WindowSelect({
  windows,
  mode,
  zoneLabel,
  defaultValue,
  error,
}: {
  windows: WindowDay[]
  mode: ReservationMode
  zoneLabel: string
  defaultValue: string
  error?: string
}) {
  const id = FIELD_IDS.window
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {mode === 'delivery' ? 'Delivery window' : 'Pickup window'}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Times are in the store’s time zone: {zoneLabel}.
      </p>
      <select
        id={id}
        name="window"
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cx(
          'min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none',
          error ? 'border-danger' : 'border-line-strong',
        )}
      >
        <option value="">Choose a time</option>
        {windows.map((day) => (
          <optgroup key={day.date} label={day.label}>
            {day.windows.map((w) => (
              <option key={w.start} value={`${w.start}-${w.end}`}>
                {day.label}, {w.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
