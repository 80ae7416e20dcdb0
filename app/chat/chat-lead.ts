import { z } from 'zod'

/**
 * The no-agents view's 'leave a message' form (000 §4: a different content view when no agents are
 * available): who to answer and what about. Pure; the server stores it as a lead of the dispensary.
 */
import { CHAT_LEAD_MESSAGE_MAX, type ChatLeadErrors } from './chat-rules'

export type { ChatLeadErrors }

export const CHAT_LEAD_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  message: 'Please enter a message.',
  messageTooLong: `Please keep your message to ${CHAT_LEAD_MESSAGE_MAX} characters.`,
} as const

export const chatLeadSchema = z.object({
  storeId: z.coerce.number().int().positive(),
  name: z.string().trim().min(1, CHAT_LEAD_MESSAGES.name).max(100, CHAT_LEAD_MESSAGES.name),
  email: z.string().trim().max(254, CHAT_LEAD_MESSAGES.email).pipe(z.email(CHAT_LEAD_MESSAGES.email)),
  message: z.string().trim().min(1, CHAT_LEAD_MESSAGES.message).max(CHAT_LEAD_MESSAGE_MAX, CHAT_LEAD_MESSAGES.messageTooLong),
})
export type ChatLeadInput = z.infer<typeof chatLeadSchema>

/** '{first} {rest}' from one name field: the leads table keeps first and last names. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}
