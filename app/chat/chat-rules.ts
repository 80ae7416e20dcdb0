/**
 * The chat widget's rules (000 §3, §4): its three states, what the header button does, when an
 * outside click minimizes it, what session storage keeps and when a reload restores it, and the
 * flow=chat-support address. Pure: no React, no browser.
 */

export type WidgetState = 'closed' | 'open' | 'minimized'

/** 000 §3: the session storage keys. */
export const SESSION_KEYS = {
  isChatOpen: 'isChatOpen',
  minimizeChat: 'minimizeChat',
  chatDetails: 'chatDetails',
  hasAgentJoined: 'hasAgentJoined',
  isChatEnded: 'isChatEnded',
} as const

/** 000 §9: the session save waits this long after the last change. */
export const SESSION_SAVE_DELAY_MS = 1000

export const CHAT_FLOW = 'chat-support'
export const END_CHAT_QUESTION = 'Are you sure you want to end the chat?'

/** What a visitor's browser keeps to come back to a chat: its id, the token that proves it is theirs, the store. */
export type ChatDetails = { chatId: string; token: string; storeId: number }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A store id from a query string: a positive whole number of at most 9 digits, else null. */
export function parseStoreId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null
  return Number(value)
}

/** 000 §4: with agents available and content editable the header button minimizes; otherwise it closes. */
export function headerButtonAction(agentsAvailable: boolean, editable: boolean): 'minimize' | 'close' {
  return agentsAvailable && editable ? 'minimize' : 'close'
}

/**
 * 000 §4: a click outside the open window minimizes it, unless it lands on a chat trigger or the
 * end-chat gate is open. Any other state is left as it is.
 */
export function afterOutsideClick(state: WidgetState, { onTrigger, gateOpen }: { onTrigger: boolean; gateOpen: boolean }): WidgetState {
  return state === 'open' && !onTrigger && !gateOpen ? 'minimized' : state
}

export function parseChatDetails(value: string | null | undefined): ChatDetails | null {
  if (!value) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { chatId, token, storeId } = parsed as Record<string, unknown>
  if (typeof chatId !== 'string' || !UUID.test(chatId)) return null
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null
  if (typeof storeId !== 'number' || !Number.isInteger(storeId) || storeId <= 0) return null
  return { chatId, token, storeId }
}

export type StoredChat = { state: WidgetState; details: ChatDetails; hasAgentJoined: boolean; ended: boolean }

/** 000 §4: on reload or back/forward the chat comes back if it was open with chat details; minimized if it was. */
export function restoreFromSession(read: (key: string) => string | null): StoredChat | null {
  if (read(SESSION_KEYS.isChatOpen) !== 'true') return null
  const details = parseChatDetails(read(SESSION_KEYS.chatDetails))
  if (!details) return null
  return {
    state: read(SESSION_KEYS.minimizeChat) === 'true' ? 'minimized' : 'open',
    details,
    hasAgentJoined: read(SESSION_KEYS.hasAgentJoined) === 'true',
    ended: read(SESSION_KEYS.isChatEnded) === 'true',
  }
}

/** What to write to session storage for a state: a value per key, null to remove it. */
export function sessionEntries(state: WidgetState, details: ChatDetails | null, hasAgentJoined: boolean, ended: boolean): Record<string, string | null> {
  const open = state !== 'closed'
  return {
    [SESSION_KEYS.isChatOpen]: String(open),
    [SESSION_KEYS.minimizeChat]: String(state === 'minimized'),
    [SESSION_KEYS.chatDetails]: open && details ? JSON.stringify(details) : null,
    [SESSION_KEYS.hasAgentJoined]: open && hasAgentJoined ? 'true' : null,
    [SESSION_KEYS.isChatEnded]: open && ended ? 'true' : null,
  }
}

/** Whether an address asks for the chat (000 §2: flow=chat-support). */
export function asksForChat(search: string): boolean {
  return new URLSearchParams(search).get('flow') === CHAT_FLOW
}

/** The query string without flow=chat-support (000 §2: it is removed once the chat opens); '' or '?…'. */
export function withoutChatFlow(search: string): string {
  const params = new URLSearchParams(search)
  if (params.get('flow') === CHAT_FLOW) params.delete('flow')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** The affirmation the visitor gives before the first message (domain notes: individual communication). */
export function affirmationLabel(takesPatients: boolean): string {
  return takesPatients ? 'I am 21 or older, or a registered medical patient.' : 'I am 21 or older.'
}

/** How the window says who is there. */
export function chatStatusLine(status: 'queued' | 'active' | 'ended', agentName: string | null): string {
  if (status === 'ended') return 'This chat has ended.'
  if (status === 'active') return agentName ? `You are chatting with ${agentName}.` : 'An agent has joined.'
  return 'Waiting for the next available agent…'
}

/** The no-agents view's message: the textarea's default maximum (000 §9). */
export const CHAT_LEAD_MESSAGE_MAX = 500
export type ChatLeadErrors = Partial<Record<'name' | 'email' | 'message' | 'storeId', string>>
