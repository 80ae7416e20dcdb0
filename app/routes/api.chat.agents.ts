import { agentsAvailable } from '~/chat/chat.server'
import { parseStoreId } from '~/chat/chat-rules'
import { reportError } from '~/site/report-error.server'
import type { Route } from './+types/api.chat.agents'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/chat/agents?storeId= → {agentsAvailable} (000 §7): whether an agent of the store is present. */
export async function loader({ request }: Route.LoaderArgs) {
  const storeId = parseStoreId(new URL(request.url).searchParams.get('storeId'))
  if (storeId === null) return json(400, { error: 'storeId must be a store number.' })
  try {
    return json(200, { agentsAvailable: await agentsAvailable(storeId) })
  } catch (error) {
    // 000 §8: a failed check counts as no agents; the widget reads any non-OK answer that way too.
    reportError('chat agents check failed', { storeId, err: error })
    return json(503, { agentsAvailable: false })
  }
}
