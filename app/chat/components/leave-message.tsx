import { type FormEvent, useState } from 'react'
import { TextField } from '~/ui/text-field'
import { Textarea } from '~/ui/textarea'
import { CHAT_LEAD_MESSAGE_MAX, type ChatLeadErrors } from '../chat-rules'

/**
 * 000 §4: when no agent is available the chat shows this instead: leave a message, and the
 * dispensary answers by email (stored as a lead for its staff, POST /api/chat/messages).
 */
export function LeaveMessage({ storeId, dispensaryName }: { storeId: number; dispensaryName: string | null }) {
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<ChatLeadErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [tried, setTried] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTried(true)
    const form = new FormData(event.currentTarget)
    setSending(true)
    setFailure(null)
    try {
      const response = await fetch('/api/chat/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ storeId, name: form.get('name'), email: form.get('email'), message }),
      })
      if (response.ok) {
        setSent(true)
        return
      }
      const body = (await response.json().catch(() => ({}))) as { errors?: ChatLeadErrors; error?: string }
      setErrors(body.errors ?? {})
      setFailure(body.error ?? (body.errors && Object.keys(body.errors).length ? null : 'Your message could not be sent just now. Please try again.'))
    } catch {
      setFailure('Your message could not be sent just now. Please try again.')
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-1 flex-col gap-2 p-4">
        <p className="font-semibold text-ink">Thank you, your message is on its way.</p>
        <p className="text-ink-muted">{dispensaryName ? `The ${dispensaryName} team` : 'The dispensary team'} will answer by email, usually within a day.</p>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
      <div>
        <p className="font-semibold text-ink" data-autofocus tabIndex={-1}>
          No one is available to chat right now.
        </p>
        <p className="text-ink-muted">Leave a message and the dispensary will answer by email.</p>
      </div>
      <TextField label="Your name" name="name" autoComplete="name" required error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Textarea
        label="Message"
        required
        maxLength={CHAT_LEAD_MESSAGE_MAX}
        value={message}
        onChange={setMessage}
        touched={tried}
        errorMessage={errors.message ?? 'Please enter a message.'}
        rows={3}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-tint px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-md" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}
