import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { cx } from '~/ui/cx'
import { MAX_MESSAGE_LENGTH, type ChatMessageView } from '../protocol'

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** A chat's lines, oldest first; text is rendered as text (React escapes it), line breaks kept. */
export function MessageList({ messages, ownAuthor, className }: { messages: ChatMessageView[]; ownAuthor: 'visitor' | 'agent'; className?: string }) {
  const end = useRef<HTMLLIElement>(null)
  // Braces: newer engines return a promise from scrollIntoView, and an effect may return only a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length])
  return (
    <div role="log" aria-live="polite" aria-label="Messages" className={cx('overflow-y-auto', className)}>
      <ol className="flex flex-col gap-3 p-4">
        {messages.map((message) =>
          message.author === 'system' ? (
            <li key={message.id} className="self-center text-center text-sm text-ink-muted">
              {message.body}
            </li>
          ) : (
            <li key={message.id} className={cx('flex max-w-[85%] flex-col gap-1', message.author === ownAuthor ? 'items-end self-end' : 'items-start self-start')}>
              <p className={cx('rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap', message.author === ownAuthor ? 'bg-brand-700 text-white' : 'bg-sunken text-ink')}>
                <span className="sr-only">{message.authorName}: </span>
                {message.body}
              </p>
              <span className="text-xs text-ink-muted" suppressHydrationWarning>
                {message.author === ownAuthor ? 'You' : message.authorName} · {time.format(new Date(message.sentAt))}
              </span>
            </li>
          ),
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  )
}

/** The composer: Enter sends, Shift+Enter makes a new line; plain text up to 2,000 characters. */
export function Composer({ onSend, disabled = false, label = 'Message' }: { onSend: (body: string) => boolean; disabled?: boolean; label?: string }) {
  const id = useId()
  const [body, setBody] = useState('')
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!body.trim() || disabled) return
    if (onSend(body)) setBody('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        data-autofocus
        rows={2}
        value={body}
        maxLength={MAX_MESSAGE_LENGTH}
        disabled={disabled}
        placeholder="Type a message"
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 resize-none rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none disabled:bg-sunken"
      />
      <button type="submit" className="btn btn-primary btn-md" disabled={disabled}>
        Send
      </button>
    </form>
  )
}

/** The visitor's chat: the lines, then the composer, or once ended a line saying so and Close. */
export function Transcript({
  messages,
  ended,
  onSend,
  onClose,
  error,
  loading,
}: {
  messages: ChatMessageView[]
  ended: boolean
  onSend: (body: string) => boolean
  onClose: () => void
  error: string | null
  loading: boolean
}) {
  return (
    <>
      {loading ? (
        <p role="status" className="p-4 text-ink-muted">
          Loading your chat…
        </p>
      ) : null}
      <MessageList messages={messages} ownAuthor="visitor" className="flex-1" />
      {error ? (
        <p role="alert" className="mx-3 rounded-lg bg-danger-tint px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {ended ? (
        <div className="flex flex-col gap-2 border-t border-line p-4">
          <p className="font-semibold text-ink">This chat has ended.</p>
          <button type="button" data-autofocus onClick={onClose} className="btn btn-secondary btn-md">
            Close
          </button>
        </div>
      ) : (
        <Composer onSend={onSend} />
      )}
    </>
  )
}
