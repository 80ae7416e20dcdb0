import { and, eq, exists, gt, isNull, or, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { dispensaries, menus, specialProducts, specials } from '~/db/schema'
import { log } from '~/log.server'
import {
  discountText,
  endDateText,
  selectShownSpecials,
  specialPhotoUrl,
  type StoreSpecial,
} from './specials'

/** One card of the specials row (000 §3 'Special card'), ready to render. */
export type SpecialCardData = {
  id: number
  title: string
  /** The medium (else original) photo; specials without one are never listed. */
  image: string
  /** '20% off', '$5 off', 'Now $12' … or '' */
  discountText: string
  /** 'Ends Dec 3' in the store's time zone, or '' for an open-ended special. */
  endsText: string
  /** ISO instant, or null when the special has no end date. */
  endDate: string | null
}

/**
 * The specials a store's menu shows in its specials row (000 §5, §7, §9): enabled, not a qualified
 * group offer, with a photo, in date, and carried by at least one product on this store's menu (the
 * original kept a special only when the search index's facet count for it was above 0; here the
 * special_products link rows are that fact, and their foreign key guarantees the product is on the
 * menu). Sorted by end date, open-ended last, ties by latest update; at most 20.
 *
 * A failure is logged (category 'API call', level error, with the store id) and gives an empty
 * row, as the original did (000 §8): the menu page must still render without its deals.
 */
export async function listStoreSpecials(storeId: number, now: Date = new Date()): Promise<SpecialCardData[]> {
  try {
    return await readStoreSpecials(storeId, now)
  } catch (error) {
    logSpecialsFailure(storeId, error)
    return []
  }
}

/** 000 §8: category 'API call', level error, with the store id. */
export function logSpecialsFailure(storeId: number, error: unknown): void {
  log('API call').error({ err: error, storeId }, 'Could not load the store’s specials; the specials row is left out')
}

/** listStoreSpecials without the safety net: a failure throws (for callers that cache only successes). */
export async function readStoreSpecials(storeId: number, now: Date = new Date()): Promise<SpecialCardData[]> {
  const rows = await getDb()
    .select({
      id: specials.id,
      title: specials.title,
      specialType: specials.specialType,
      enabled: specials.enabled,
      photo: specials.photo,
      startDate: specials.startDate,
      endDate: specials.endDate,
      discountType: specials.discountType,
      discountPercent: specials.discountPercent,
      discountDollarAmount: specials.discountDollarAmount,
      discountTargetPrice: specials.discountTargetPrice,
      updatedAt: specials.updatedAt,
      timeZone: dispensaries.timeZone,
    })
    .from(specials)
    .innerJoin(menus, eq(menus.storeId, specials.storeId))
    .innerJoin(dispensaries, eq(dispensaries.id, menus.dispensaryId))
    .where(
      and(
        eq(specials.storeId, storeId),
        // Ended specials pile up over the years; skipping them here keeps the read small. The
        // full rule (enabled, type, photo, dates) is decided by selectShownSpecials.
        or(isNull(specials.endDate), gt(specials.endDate, now)),
        exists(
          getDb()
            .select({ one: sql`1` })
            .from(specialProducts)
            .where(and(eq(specialProducts.specialId, specials.id), eq(specialProducts.storeId, storeId))),
        ),
      ),
    )
  return toSpecialCards(rows, now)
}

type SpecialRowWithZone = StoreSpecial & { timeZone: string }

function toSpecialCards(rows: SpecialRowWithZone[], now: Date): SpecialCardData[] {
  return selectShownSpecials(rows, now).map((special) => {
    const { timeZone } = special as SpecialRowWithZone
    return {
      id: special.id,
      title: special.title,
      image: specialPhotoUrl(special.photo) as string,
      discountText: discountText(special),
      endsText: endDateText(special.endDate, timeZone),
      endDate: special.endDate?.toISOString() ?? null,
    }
  })
}
