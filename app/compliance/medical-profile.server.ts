import { usStateName } from '~/auth/us-states'
import { type Database, getDb } from '~/db/client.server'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { type CardErrors, formatCardDate, isCardExpired, parseMedicalCard, todayIn } from './medical-card'
import { listMedicalCards, listMedicalStates, removeMedicalCard, saveMedicalCard } from './medical-cards.server'

type Executor = Pick<Database, 'execute'>

/**
 * The profile decides "not in the past" by the date in US Eastern time, the first of the chain's
 * zones to reach a new day: a card is never accepted there after it has expired in any store's zone.
 * Checkout checks again in the store's own zone.
 */
export const PROFILE_TIME_ZONE = 'America/New_York'

export type ProfileCard = { stateCode: string; stateName: string; cardNumber: string; expiresOn: string; expired: boolean }
export type MedicalProfile = { states: { code: string; name: string }[]; cards: ProfileCard[] }

/** The profile's medical-card section: the shopper's cards and the states a card can be added for, in the host's region. */
export async function loadMedicalProfile(userId: string, region: Region, now = new Date(), db: Executor = getDb()): Promise<MedicalProfile> {
  const today = todayIn(PROFILE_TIME_ZONE, now)
  const [states, cards] = await Promise.all([listMedicalStates(region, db), listMedicalCards(userId, db)])
  return {
    states,
    cards: cards
      .filter((card) => isStateInRegion(card.stateCode, region))
      .map((card) => ({
        stateCode: card.stateCode,
        stateName: usStateName(card.stateCode),
        cardNumber: card.cardNumber,
        expiresOn: formatCardDate(card.expiresOn),
        expired: isCardExpired(card.expiresOn, today),
      })),
  }
}

export type CardFormErrors = CardErrors & { form?: string }
export type CardFormResult =
  | { ok: true; intent: 'save-card' | 'remove-card'; stateCode: string }
  | { ok: false; status: 400 | 422; errors: CardFormErrors; values: Record<string, string> }

/**
 * The profile's card form: intent 'save-card' (state, cardNumber, expiresOn) adds or renews the
 * card for a state; 'remove-card' (state) removes it. Bad input changes nothing.
 */
export async function submitMedicalCardForm(
  userId: string,
  fields: Record<string, string>,
  region: Region,
  now = new Date(),
  db: Executor = getDb(),
): Promise<CardFormResult> {
  const values = {
    state: (fields.state ?? '').slice(0, 8),
    cardNumber: (fields.cardNumber ?? '').slice(0, 100),
    expiresOn: (fields.expiresOn ?? '').slice(0, 20),
  }
  const states = (await listMedicalStates(region, db)).map((state) => state.code)
  if (fields.intent === 'remove-card') {
    const stateCode = values.state.trim().toUpperCase()
    if (!states.includes(stateCode)) return { ok: false, status: 400, errors: { form: 'Choose a card to remove.' }, values: {} }
    await removeMedicalCard(userId, stateCode, db)
    return { ok: true, intent: 'remove-card', stateCode }
  }
  if (fields.intent !== 'save-card') {
    return { ok: false, status: 400, errors: { form: 'Something was wrong with that request. Please try again.' }, values: {} }
  }
  const parsed = parseMedicalCard(values, { today: todayIn(PROFILE_TIME_ZONE, now), states })
  if (!parsed.ok) return { ok: false, status: 422, errors: parsed.errors, values }
  await saveMedicalCard(userId, parsed.card, db)
  return { ok: true, intent: 'save-card', stateCode: parsed.card.stateCode }
}
