/**
 * A dispensary's opening hours (as stored) in the shape the time-windows module reads
 * (`{ day, period: { from, to } }`, 001 §3 store info). A medical menu uses the patients' hours
 * where the store keeps them.
 */
import type { MenuKind, OpeningHours } from '~/db/schema'
import type { StoreHoursEntry } from './time-windows'

export function toStoreHours(hours: readonly OpeningHours[] | null | undefined, menuKind: MenuKind): StoreHoursEntry[] | null {
  if (!hours) return null
  return hours.map((row) => {
    const medical = menuKind === 'medical' && row.fromMedical && row.toMedical
    const from = medical ? row.fromMedical : row.from
    const to = medical ? row.toMedical : row.to
    return { day: row.day, period: from && to ? { from, to } : null }
  })
}
