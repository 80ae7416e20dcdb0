import { eq } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { menus } from '~/db/schema'

/** The store's card setting (menus.show_card_ratings); true for an unknown store (its page is a 404 anyway). */
export async function readCardRatingsShown(storeId: number): Promise<boolean> {
  const [row] = await getDb().select({ show: menus.showCardRatings }).from(menus).where(eq(menus.storeId, storeId))
  return row?.show ?? true
}
