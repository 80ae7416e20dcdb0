import { sql } from 'drizzle-orm'
import { getAccountUser } from '~/auth/session.server'
import { usStateName } from '~/auth/us-states'
import { type Database, getDb } from '~/db/client.server'
import { filterByRegion, type Region } from '~/site/host-mode'
import { type MedicalCard, type PatientLinks, patientLinks, type PatientStore, type ReservationAccess, reservationAccess, todayIn } from './medical-card'

type Executor = Pick<Database, 'execute'>

type CardRow = { state_code: string; card_number: string; expires_on: string }

const toCard = (row: CardRow): MedicalCard => ({ stateCode: row.state_code, cardNumber: row.card_number, expiresOn: String(row.expires_on) })

/** The shopper's medical cards, by state name. */
export async function listMedicalCards(userId: string, db: Executor = getDb()): Promise<MedicalCard[]> {
  const { rows } = await db.execute<CardRow>(sql`
    select state_code, card_number, to_char(expires_on, 'YYYY-MM-DD') as expires_on
    from medical_cards where user_id = ${userId}
  `)
  return rows.map(toCard).sort((a, b) => usStateName(a.stateCode).localeCompare(usStateName(b.stateCode)))
}

/**
 * The shopper's card for one state. Inside a reservation's transaction it is read `for share`, so a
 * card cannot be removed or changed between the check and the order that records it.
 */
export async function findMedicalCard(userId: string, stateCode: string, db: Executor = getDb(), lock = false): Promise<MedicalCard | null> {
  const { rows } = await db.execute<CardRow>(sql`
    select state_code, card_number, to_char(expires_on, 'YYYY-MM-DD') as expires_on
    from medical_cards where user_id = ${userId} and state_code = ${stateCode.toUpperCase()}
    ${lock ? sql`for share` : sql``}
  `)
  return rows[0] ? toCard(rows[0]) : null
}

/** Adds the shopper's card for its state, or replaces the one they had (a renewal). */
export async function saveMedicalCard(userId: string, card: MedicalCard, db: Executor = getDb()): Promise<void> {
  await db.execute(sql`
    insert into medical_cards (user_id, state_code, card_number, expires_on)
    values (${userId}, ${card.stateCode}, ${card.cardNumber}, ${card.expiresOn}::date)
    on conflict (user_id, state_code) do update
      set card_number = excluded.card_number, expires_on = excluded.expires_on, updated_at = now()
  `)
}

/** Removes the shopper's card for a state; false when there was none. */
export async function removeMedicalCard(userId: string, stateCode: string, db: Executor = getDb()): Promise<boolean> {
  const result = await db.execute(sql`delete from medical_cards where user_id = ${userId} and state_code = ${stateCode.toUpperCase()}`)
  return Boolean(result.rowCount)
}

/**
 * The states whose cards the profile offers: those where the chain has a medical menu, as the
 * host's region lists them (an Ohio host lists only Ohio, any other host leaves Ohio out).
 */
export async function listMedicalStates(region: Region, db: Executor = getDb()): Promise<{ code: string; name: string }[]> {
  const { rows } = await db.execute<{ code: string; name: string }>(sql`
    select distinct s.code, s.name
    from states s
    join dispensaries d on d.state_id = s.id
    join menus m on m.dispensary_id = d.id
    where m.kind = 'medical'
    order by s.name
  `)
  return filterByRegion(rows, region)
}

/**
 * Whether this shopper (null: a guest) may reserve from the store's menu today, the store's date.
 * `lock` reads the card `for share` (inside the reservation's transaction).
 */
export async function reservationAccessFor(
  user: { id: string } | null,
  store: PatientStore & { timeZone: string },
  options: { now?: Date; lock?: boolean } = {},
  db: Executor = getDb(),
): Promise<ReservationAccess> {
  const today = todayIn(store.timeZone, options.now ?? new Date())
  if (store.menuKind !== 'medical') return reservationAccess(store, { signedIn: user !== null, card: null }, today)
  const card = user ? await findMedicalCard(user.id, store.stateCode, db, options.lock ?? false) : null
  return reservationAccess(store, { signedIn: user !== null, card }, today)
}

/** What the cart drawer says on a medical menu's pages when this visitor cannot reserve there yet. */
export type PatientNoticeData = { storeId: number; reason: 'signed-out' | 'no-card' | 'expired'; message: string; links: PatientLinks }

/**
 * A page's patient notice for its store (the menu and product pages hand it to the cart drawer):
 * null on recreational menus and for patients who may reserve. The store's zone decides "expired"
 * where the page knows it, else US Eastern (the first zone to reach a new day).
 */
export async function patientNoticeFor(
  request: Request,
  store: PatientStore & { storeId: number; timeZone?: string },
  now = new Date(),
): Promise<PatientNoticeData | null> {
  if (store.menuKind !== 'medical') return null
  const user = await getAccountUser(request)
  const access = await reservationAccessFor(user, { ...store, timeZone: store.timeZone ?? 'America/New_York' }, { now })
  return access.ok ? null : { storeId: store.storeId, reason: access.reason, message: access.message, links: patientLinks(`/checkout/${store.storeId}`) }
}
