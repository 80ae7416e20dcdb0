import { and, eq, sql } from 'drizzle-orm'
import { preparedQuery } from '~/db/prepared-query.server'
import { dispensaries, states } from '~/db/schema'
import { describeLicences } from '~/dispensaries/licences'
import { isStateInRegion, type Region } from '~/site/host-mode'
import { currentDispensaryKey, type DispensaryKey } from './current-dispensary'
import type { FooterDispensary } from './footer'

/**
 * The footer's dispensary for a request: the one its path names, else the visitor's home
 * dispensary. One lookup on the unique (state slug) and (state id, slug) indexes; an unknown slug or
 * a dispensary outside the host's region gives null and the footer simply shows no licences.
 */
export async function loadFooterDispensary(request: Request, region: Region): Promise<FooterDispensary | null> {
  const key = currentDispensaryKey(new URL(request.url).pathname, request.headers.get('cookie'))
  return key ? findFooterDispensary(key, region) : null
}

/** One lookup on the unique (state slug) and (state id, slug) indexes. */
const footerDispensaryRow = preparedQuery((db) =>
  db
    .select({
      name: dispensaries.name,
      slug: dispensaries.slug,
      stateSlug: states.slug,
      stateCode: states.code,
      showChatBox: dispensaries.showChatBox,
      // Issue 18: the chat's store (the default menu first) and whether the dispensary serves patients.
      chatStoreId: sql<number | null>`(select m.store_id from menus m where m.dispensary_id = dispensaries.id order by m.is_default desc, m.store_id limit 1)`,
      takesPatients: sql<boolean>`exists (select 1 from menus m where m.dispensary_id = dispensaries.id and m.kind = 'medical')`,
      licenceAdultUse: dispensaries.licenceAdultUse,
      licenceMedical: dispensaries.licenceMedical,
      licenceLounge: dispensaries.licenceLounge,
    })
    .from(dispensaries)
    .innerJoin(states, eq(states.id, dispensaries.stateId))
    .where(and(eq(states.slug, sql.placeholder('stateSlug')), eq(dispensaries.slug, sql.placeholder('dispensarySlug'))))
    .limit(1)
    .prepare('footer_dispensary'),
)

export async function findFooterDispensary(key: DispensaryKey, region: Region): Promise<FooterDispensary | null> {
  const [row] = await footerDispensaryRow().execute({ stateSlug: key.stateSlug, dispensarySlug: key.dispensarySlug })
  if (!row || !isStateInRegion(row.stateCode, region)) return null
  return {
    name: row.name,
    stateSlug: row.stateSlug,
    slug: row.slug,
    path: `/dispensaries/${row.stateSlug}/${row.slug}`,
    showChatBox: row.showChatBox,
    chat: row.showChatBox && row.chatStoreId !== null ? { storeId: Number(row.chatStoreId), takesPatients: Boolean(row.takesPatients) } : null,
    licences: describeLicences(row.stateCode, {
      adultUse: row.licenceAdultUse,
      medical: row.licenceMedical,
      lounge: row.licenceLounge,
    }),
  }
}
