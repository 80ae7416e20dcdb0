import { redirect } from 'react-router'
import { getAccountUser } from '~/auth/session.server'
import { type Agent, chatHistory, findAgent, type HistoryEntry } from './chat.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * Who may use the agent console, as /staff/orders and /staff/leads decide: signed out → sign in and
 * come back; signed in but not staff of a store → null (403); staff → the agent, with their
 * dispensary's chats.
 */
export async function requireChatAgent(request: Request): Promise<Agent | null> {
  const user = await getAccountUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers: { 'Cache-Control': 'no-store' } })
  }
  return user.role === 'staff' ? findAgent(user.id) : null
}

export type ConsoleData = { agentName: string; dispensaryName: string; history: HistoryEntry[] }

export async function loadConsole(agent: Agent): Promise<ConsoleData> {
  return { agentName: agent.name, dispensaryName: agent.dispensaryName, history: await chatHistory(agent.dispensaryId) }
}
