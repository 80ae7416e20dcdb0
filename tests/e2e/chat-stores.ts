import { withE2eDatabase } from './e2e-database'

/** A seeded dispensary that offers chat (showChatBox), with its default menu's store. */
export type ChatStore = { path: string; name: string; storeId: number; /** The nm_home_dispensary cookie's value for it. */ homeDispensary: string }

/** The seeded dispensaries outside Ohio that offer chat, in a stable order (the seed draws which do). */
export async function chatStores(): Promise<ChatStore[]> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ state: string; slug: string; name: string; store_id: number }>(
      `select s.slug as state, d.slug, d.name, m.store_id from dispensaries d
         join states s on s.id = d.state_id
         join menus m on m.dispensary_id = d.id and m.is_default
        where d.show_chat_box and s.code <> 'OH' and not ('coming-soon' = any(d.tags))
        order by d.id`,
    )
    return rows.map((row) => ({ path: `/dispensaries/${row.state}/${row.slug}`, name: row.name, storeId: row.store_id, homeDispensary: `${row.state}/${row.slug}` }))
  })
}
