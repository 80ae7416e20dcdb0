import { data } from 'react-router'
import { AgentConsole } from '~/chat/components/agent-console'
import { StaffChatForbidden } from '~/chat/components/staff-chat-forbidden'
import { loadConsole, PRIVATE, requireChatAgent } from '~/chat/staff-chat.server'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/staff.chat'

export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? PRIVATE
}

export function meta({ matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (error) return errorMeta(error, chainName)
  return pageMeta({ title: 'Support chat', description: 'Answer shoppers’ chats for your store.', chainName, noindex: true })
}

/** /staff/chat: the agent console of the staff member's dispensary (issue 18). */
export async function loader({ request }: Route.LoaderArgs) {
  const agent = await requireChatAgent(request)
  if (!agent) return data({ forbidden: true as const, console: null }, { status: 403, headers: PRIVATE })
  return data({ forbidden: false as const, console: await loadConsole(agent) }, { headers: PRIVATE })
}

export default function StaffChat({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <StaffChatForbidden />
  return <AgentConsole {...loaderData.console} />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
