import { Form } from 'react-router'
import { SelectField } from '~/auth/components/form-controls'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'

type Props = {
  states: { code: string; name: string }[]
  cards: { stateCode: string; stateName: string; cardNumber: string; expiresOn: string; expired: boolean }[]
  /** The checkout to go back to once a card is saved. */
  returnTo: string | null
  /** 'Your Illinois medical card is saved.' after a save or a removal. */
  notice: string | null
  /** '6 to 25 letters, digits and dashes' (the rule lives on the server). */
  numberHint: string
  errors?: { state?: string; cardNumber?: string; expiresOn?: string; form?: string }
  values?: Record<string, string>
}

/**
 * The profile's medical cards (decision 0017): one per state, each with its number and expiry, and a
 * form that adds a card or renews the one a state already has. Works without JavaScript.
 */
export function MedicalCardsSection({ states, cards, returnTo, notice, numberHint, errors, values }: Props) {
  const renewing = cards.find((card) => card.expired)
  return (
    <section id="medical-cards" aria-labelledby="medical-cards-title" className="scroll-mt-24 rounded-xl border border-line bg-surface p-5 shadow-card md:p-8">
      <h2 id="medical-cards-title" className="font-display text-lg font-semibold text-ink">
        Medical cards
      </h2>
      <p className="mt-2 text-base text-ink-muted">
        Medical menus take reservations from registered patients only. Add the medical card of each state you shop in; staff check
        it against the card you bring at pickup.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800">
          {notice}
        </p>
      ) : null}
      {cards.length ? (
        <ul aria-label="Your medical cards" className="mt-5 flex flex-col gap-3">
          {cards.map((card) => (
            <li key={card.stateCode} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
              <div className="text-sm">
                <p className="font-semibold text-ink">{card.stateName} medical card</p>
                <p className="text-ink-muted">
                  Number <span className="tabular font-medium text-ink">{card.cardNumber}</span> · expires{' '}
                  <span className="tabular font-medium text-ink">{card.expiresOn}</span>
                  {card.expired ? <span className="ml-2 rounded-full bg-danger-tint px-2 py-0.5 font-semibold text-danger">Expired</span> : null}
                </p>
              </div>
              <Form method="post" action="/account/profile" preventScrollReset>
                <input type="hidden" name="intent" value="remove-card" />
                <input type="hidden" name="state" value={card.stateCode} />
                <Button type="submit" variant="ghost">
                  Remove<span className="sr-only"> the {card.stateName} card</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {states.length ? (
        <Form method="post" action="/account/profile" preventScrollReset noValidate aria-labelledby="medical-card-form-title" className="mt-6 flex flex-col gap-5">
          <h3 id="medical-card-form-title" className="font-semibold text-ink">
            {cards.length ? 'Add or renew a card' : 'Add your medical card'}
          </h3>
          <input type="hidden" name="intent" value="save-card" />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          {errors?.form ? (
            <p role="alert" className="rounded-lg bg-danger-tint p-3 text-sm font-medium text-danger">
              {errors.form}
            </p>
          ) : null}
          <div className="grid gap-5 md:grid-cols-3">
            <SelectField
              id="medical-card-state"
              name="state"
              label="Issuing state"
              required
              defaultValue={values?.state ?? renewing?.stateCode ?? (states.length === 1 ? states[0]?.code : '')}
              error={errors?.state}
            >
              <option value="">Choose a state</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </SelectField>
            <TextField
              id="medical-card-number"
              name="cardNumber"
              label="Card number"
              hint={numberHint}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              defaultValue={values?.cardNumber ?? ''}
              error={errors?.cardNumber}
            />
            <TextField
              id="medical-card-expiry"
              name="expiresOn"
              type="date"
              label="Expiration date"
              hint="As printed on the card"
              required
              defaultValue={values?.expiresOn ?? ''}
              error={errors?.expiresOn}
            />
          </div>
          <div>
            <Button type="submit" variant="primary">
              Save medical card
            </Button>
          </div>
        </Form>
      ) : (
        <p className="mt-5 text-sm text-ink-muted">None of our dispensaries on this site has a medical menu.</p>
      )}
    </section>
  )
}
