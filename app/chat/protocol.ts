/**
 * The support chat's WebSocket protocol (/api/chat/socket): JSON text frames, one object each, with
 * a `type`. Shared by the server, the widget and the agent console; pure (no React, no Node).
 */

/** 000 §3: the visitor's display name to agents. */
export const VISITOR_DISPLAY_NAME = 'Customer'
/** Issue 18: a message is plain text of at most 2,000 characters. */
export const MAX_MESSAGE_LENGTH = 2000
/** Issue 18: a visitor may post at most 20 messages a minute. */
export const VISITOR_MESSAGES_PER_MINUTE = 20
/** A frame larger than this is refused before it is parsed (a 2,000-character message in UTF-8 and JSON escapes fits). */
export const MAX_FRAME_BYTES = 16 * 1024
export const SOCKET_PATH = '/api/chat/socket'

export type Affirmation = 'adult-21' | 'medical-patient'

export type { ClientFrame } from './frames'

export type ChatMessageView = { id: number; author: 'visitor' | 'agent' | 'system'; authorName: string; body: string; sentAt: string }
export type ChatView = {
  id: string
  storeId: number
  status: 'queued' | 'active' | 'ended'
  visitorName: string
  agentName: string | null
  affirmation: Affirmation
  createdAt: string
}
export type QueueEntry = { id: string; storeId: number; status: 'queued' | 'active'; visitorName: string; agentName: string | null; createdAt: string; preview: string }

export type ErrorCode = 'malformed' | 'too-long' | 'empty' | 'rate-limited' | 'not-found' | 'forbidden' | 'ended' | 'unavailable' | 'not-affirmed'

export type ServerFrame =
  | { type: 'ready'; role: 'visitor' | 'agent' }
  /** A chat this socket may follow, with its transcript so far; `token` only for the visitor who started it. */
  | { type: 'chat'; chat: ChatView; messages: ChatMessageView[]; token?: string }
  | { type: 'message'; chatId: string; message: ChatMessageView }
  | { type: 'status'; chatId: string; status: ChatView['status']; agentName: string | null }
  | { type: 'queue'; chats: QueueEntry[] }
  | { type: 'presence'; available: boolean }
  | { type: 'error'; code: ErrorCode; message: string; retryAfterSeconds?: number }

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  malformed: 'That message could not be read. Please try again.',
  'too-long': `Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`,
  empty: 'Please type a message first.',
  'rate-limited': 'You are sending messages quickly. Please wait a moment and try again.',
  'not-found': 'This chat is not available.',
  forbidden: 'Only store staff can do that.',
  ended: 'This chat has ended.',
  unavailable: 'The chat is unavailable right now. Please try again shortly.',
  'not-affirmed': 'Please confirm your age before you start the chat.',
}

// Control characters except tab (9), newline (10) and carriage return (13).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** A message's text as stored: control characters removed, trimmed; or why it cannot be sent. */
export function cleanMessage(text: string): { ok: true; body: string } | { ok: false; code: 'empty' | 'too-long' } {
  const body = text.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim()
  if (!body) return { ok: false, code: 'empty' }
  // Characters as a person counts them (code points), as the database's char_length does.
  if ([...body].length > MAX_MESSAGE_LENGTH) return { ok: false, code: 'too-long' }
  return { ok: true, body }
}

/** Which affirmations a dispensary accepts: 21 or older everywhere; a registered patient where it has a medical menu. */
export function acceptedAffirmations(takesPatients: boolean): Affirmation[] {
  return takesPatients ? ['adult-21', 'medical-patient'] : ['adult-21']
}

export function errorFrame(code: ErrorCode, retryAfterSeconds?: number): ServerFrame {
  return retryAfterSeconds === undefined
    ? { type: 'error', code, message: ERROR_MESSAGES[code] }
    : { type: 'error', code, message: ERROR_MESSAGES[code], retryAfterSeconds }
}
