import { z } from 'zod'
import { MAX_FRAME_BYTES } from './protocol'

/** The frames a socket may send (protocol.ts), checked with zod on the server. */
const chatId = z.uuid()
/** Message text: what the visitor typed, trimmed; control characters other than newlines and tabs are not text. */
const body = z.string()

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), storeId: z.number().int().positive(), affirmation: z.enum(['adult-21', 'medical-patient']), body }),
  z.object({ type: z.literal('resume'), chatId, token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('message'), chatId, body }),
  z.object({ type: z.literal('end'), chatId }),
  z.object({ type: z.literal('presence'), available: z.boolean() }),
  z.object({ type: z.literal('accept'), chatId }),
  z.object({ type: z.literal('open'), chatId }),
])
export type ClientFrame = z.infer<typeof clientFrameSchema>

/** Parse one frame's text; null for anything that is not a known frame. */
export function parseClientFrame(text: string): ClientFrame | null {
  if (text.length > MAX_FRAME_BYTES) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = clientFrameSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

