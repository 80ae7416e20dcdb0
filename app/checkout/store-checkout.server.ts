import { sql } from 'drizzle-orm'
import { menuPagePath } from '~/catalog/format'
import { getContent } from '~/content/content.server'
import { type Database, getDb } from '~/db/client.server'
import type { MenuKind, OpeningHours } from '~/db/schema'
import { storeName } from '~/dispensaries/address'
import { isStateInRegion, type Region } from '~/site/host-mode'
import type { StoreCharges } from './receipt'
import { chargesForStore } from './store-charges'
import { toStoreHours } from './store-hours'
import type { StoreHoursEntry } from './time-windows'

/** What checkout needs to know of a store (a menu's store id): 001 §3 store info plus our charges. */
export type StoreCheckoutInfo = {
  storeId: number
  /** 'Northmeadow Evanston · Recreational' (the order's store_name). */
  storeName: string
  dispensaryName: string
  menuKind: MenuKind
  menuPath: string
  address: { street1: string; street2: string | null; city: string; stateCode: string; zip: string }
  phone: string
  /** IANA zone; windows are offered and shown in it. */
  timeZone: string
  stateCode: string
  stateName: string
  pickupHours: StoreHoursEntry[]
  /** Null when the store does not deliver. */
  deliveryHours: StoreHoursEntry[] | null
  charges: StoreCharges
}

type Row = {
  store_id: number
  menu_kind: MenuKind
  menu_slug: string
  dispensary_name: string
  dispensary_slug: string
  street1: string
  street2: string | null
  city: string
  zip: string
  phone: string
  time_zone: string
  hours: OpeningHours[]
  delivery_hours: OpeningHours[] | null
  state_code: string
  state_name: string
  state_slug: string
}

/** The store's checkout info, or null for an unknown store or one outside the host's region. */
export async function getStoreCheckoutInfo(storeId: number, region?: Region, db: Database = getDb()): Promise<StoreCheckoutInfo | null> {
  if (!Number.isSafeInteger(storeId) || storeId <= 0 || storeId > 2_147_483_647) return null
  const { rows } = await db.execute<Row>(sql`
    select m.store_id, m.kind as menu_kind, m.slug as menu_slug,
           d.name as dispensary_name, d.slug as dispensary_slug, d.street1, d.street2, d.city, d.zip, d.phone,
           d.time_zone, d.hours, d.delivery_hours, s.code as state_code, s.name as state_name, s.slug as state_slug
    from menus m
    join dispensaries d on d.id = m.dispensary_id
    join states s on s.id = d.state_id
    where m.store_id = ${storeId}
  `)
  const row = rows[0]
  if (!row || (region && !isStateInRegion(row.state_code, region))) return null
  const storeIdNumber = Number(row.store_id)
  return {
    storeId: storeIdNumber,
    storeName: storeName(row.dispensary_name, row.menu_kind),
    dispensaryName: row.dispensary_name,
    menuKind: row.menu_kind,
    menuPath: menuPagePath(row.state_slug, row.dispensary_slug, storeIdNumber, row.menu_slug),
    address: { street1: row.street1, street2: row.street2, city: row.city, stateCode: row.state_code, zip: row.zip },
    phone: row.phone,
    timeZone: row.time_zone,
    stateCode: row.state_code,
    stateName: row.state_name,
    pickupHours: toStoreHours(row.hours, row.menu_kind) ?? [],
    deliveryHours: toStoreHours(row.delivery_hours, row.menu_kind),
    charges: chargesForStore(getContent().storeCharges(), { storeId: storeIdNumber, stateCode: row.state_code }),
  }
}
