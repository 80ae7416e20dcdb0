import { submitChatLead } from '~/chat/chat-lead.server'
import { reportError } from '~/site/report-error.server'
import type { Route } from './+types/api.chat.messages'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** POST /api/chat/messages {storeId, name, email, message}: a message left when no agent is available, stored as a lead. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, { Allow: 'POST' })
  let input: unknown
  try {
    input = await request.json()
  } catch {
    return json(400, { error: 'Send the message as JSON.' })
  }
  try {
    const outcome = await submitChatLead(input, { clientAddress: context.clientAddress })
    if (outcome.ok) return json(201, { ok: true })
    return json(outcome.status, { errors: outcome.errors, error: outcome.message }, outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {})
  } catch (error) {
    reportError('chat message (lead) failed', { storeId: null, err: error })
    return json(503, { error: 'Your message could not be sent just now. Please try again or call the dispensary.' })
  }
}
