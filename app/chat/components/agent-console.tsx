import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { ChatConnection, type ConnectionStatus } from '../chat-connection'
import { chatStatusLine, END_CHAT_QUESTION } from '../chat-rules'
import type { ChatMessageView, ChatView, QueueEntry, ServerFrame } from '../protocol'
import type { HistoryEntry } from '../chat.server'
import { Composer, MessageList } from './transcript'

/** The console remembers the agent's availability for the tab, so a reload keeps them on duty. */
const AVAILABLE_KEY = 'agentAvailable'
const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

type OpenChat = { chat: ChatView; messages: ChatMessageView[] }

/**
 * /staff/chat (issue 18): the agent's availability (presence), their dispensary's queue, the chats
 * they took (reply, end) and the latest ended chats. Everything live comes over the chat socket.
 */
export function AgentConsole({ agentName, dispensaryName, history }: { agentName: string; dispensaryName: string; history: HistoryEntry[] }) {
  const [status, setStatus] = useState<ConnectionStatus>('connecting')
  const [available, setAvailable] = useState(false)
  const [queue, setQueue] = useState<QueueEntry[]>([])
  const [chats, setChats] = useState<Record<string, OpenChat>>({})
  const [selected, setSelected] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [gateOpen, setGateOpen] = useState(false)
  const connection = useRef<ChatConnection | null>(null)
  const followed = useRef<Set<string>>(new Set())
  const toggleId = useId()

  const onFrame = useCallback((frame: ServerFrame) => {
    switch (frame.type) {
      case 'presence':
        setAvailable(frame.available)
        return
      case 'queue':
        setQueue(frame.chats)
        return
      case 'chat':
        followed.current.add(frame.chat.id)
        setChats((current) => ({ ...current, [frame.chat.id]: { chat: frame.chat, messages: frame.messages } }))
        setSelected(frame.chat.id)
        setError(null)
        return
      case 'message':
        setChats((current) => {
          const open = current[frame.chatId]
          if (!open || open.messages.some((m) => m.id === frame.message.id)) return current
          return { ...current, [frame.chatId]: { ...open, messages: [...open.messages, frame.message] } }
        })
        return
      case 'status':
        setChats((current) => {
          const open = current[frame.chatId]
          return open ? { ...current, [frame.chatId]: { ...open, chat: { ...open.chat, status: frame.status, agentName: frame.agentName } } } : current
        })
        return
      case 'error':
        setError(frame.message)
        return
      default:
        return
    }
  }, [])

  useEffect(() => {
    const socket = new ChatConnection({
      onFrame,
      onStatus: setStatus,
      onReady: () => {
        // After a (re)connect: say whether we are on duty (the answer brings the queue) and follow our chats again.
        socket.send({ type: 'presence', available: window.sessionStorage.getItem(AVAILABLE_KEY) === 'true' })
        for (const chatId of followed.current) socket.send({ type: 'open', chatId })
      },
    })
    connection.current = socket
    socket.connect()
    return () => socket.close()
  }, [onFrame])

  const toggle = (next: boolean) => {
    window.sessionStorage.setItem(AVAILABLE_KEY, String(next))
    // Shown at once; the server's presence frame confirms it (and a reconnect says it again).
    setAvailable(next)
    connection.current?.send({ type: 'presence', available: next })
  }
  const accept = (chatId: string) => connection.current?.send({ type: 'accept', chatId })
  const open = (chatId: string) => (chats[chatId] ? setSelected(chatId) : connection.current?.send({ type: 'open', chatId }))
  const current = selected ? chats[selected] : undefined
  const reply = (body: string) => {
    if (!current) return false
    setError(null)
    return connection.current?.send({ type: 'message', chatId: current.chat.id, body }) ?? false
  }
  const end = () => {
    if (current) connection.current?.send({ type: 'end', chatId: current.chat.id })
    setGateOpen(false)
  }
  const waiting = queue.filter((entry) => entry.status === 'queued')
  const mine = queue.filter((entry) => entry.status === 'active' && entry.agentName === agentName)

  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Support chat</h1>
          <p className="text-ink-muted">{dispensaryName}: shoppers’ chats with your dispensary. You appear to them as {agentName}.</p>
        </div>
        <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={available}
            disabled={status !== 'open'}
            onChange={(event) => toggle(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={toggleId} className="font-semibold text-ink">
            Available for chats
          </label>
          <span role="status" className="text-sm text-ink-muted">
            {status === 'open' ? (available ? 'Shoppers can reach you.' : 'Shoppers see that no one is available.') : status === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
          </span>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <section aria-labelledby={`${toggleId}-queue`} className="flex flex-col gap-4">
          <h2 id={`${toggleId}-queue`} className="font-display text-xl font-semibold text-ink">
            Queue
          </h2>
          {waiting.length === 0 ? <p className="rounded-2xl border border-line bg-surface p-4 text-ink-muted">No one is waiting.</p> : null}
          <ul className="flex flex-col gap-3">
            {waiting.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
                <p className="font-semibold text-ink">
                  {entry.visitorName} <span className="text-sm font-normal text-ink-muted" suppressHydrationWarning>· waiting since {dateTime.format(new Date(entry.createdAt))}</span>
                </p>
                <p className="line-clamp-2 text-ink-muted">{entry.preview}</p>
                <button type="button" className="btn btn-primary btn-md self-start" onClick={() => accept(entry.id)}>
                  Accept chat<span className="sr-only"> from {entry.visitorName}, waiting since {dateTime.format(new Date(entry.createdAt))}</span>
                </button>
              </li>
            ))}
          </ul>
          {mine.length ? (
            <>
              <h3 className="font-semibold text-ink">Your chats</h3>
              <ul className="flex flex-col gap-2">
                {mine.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      aria-current={selected === entry.id ? 'true' : undefined}
                      onClick={() => open(entry.id)}
                      className={cx('w-full rounded-xl border px-4 py-3 text-left', selected === entry.id ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface')}
                    >
                      <span className="block font-semibold text-ink">{entry.visitorName}</span>
                      <span className="line-clamp-1 text-sm text-ink-muted">{entry.preview}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section aria-label="Conversation" className="flex min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-line bg-surface">
          {current ? (
            <>
              <div className="flex items-center gap-3 border-b border-line px-4 py-3">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-ink">{current.chat.visitorName}</h2>
                  <p className="text-sm text-ink-muted">
                    {current.chat.status === 'active' ? 'You are chatting.' : chatStatusLine(current.chat.status, current.chat.agentName)} Age affirmed:{' '}
                    {current.chat.affirmation === 'medical-patient' ? 'registered medical patient' : '21 or older'}.
                  </p>
                </div>
                {current.chat.status === 'active' ? (
                  <button type="button" className="btn btn-secondary btn-md" onClick={() => setGateOpen(true)}>
                    End chat
                  </button>
                ) : null}
              </div>
              {gateOpen ? (
                <div role="alertdialog" aria-labelledby={`${toggleId}-gate`} className="flex flex-wrap items-center gap-3 border-b border-line bg-accent-tint p-4">
                  <p id={`${toggleId}-gate`} className="flex-1 font-semibold text-ink">
                    {END_CHAT_QUESTION}
                  </p>
                  <button type="button" className="btn btn-secondary btn-md" onClick={() => setGateOpen(false)} autoFocus>
                    Cancel
                  </button>
                  <button type="button" className="btn btn-primary btn-md" onClick={end}>
                    Exit
                  </button>
                </div>
              ) : null}
              <MessageList messages={current.messages} ownAuthor="agent" className="flex-1" />
              {error ? (
                <p role="alert" className="mx-3 rounded-lg bg-danger-tint px-3 py-2 text-sm text-danger">
                  {error}
                </p>
              ) : null}
              {current.chat.status === 'active' ? <Composer onSend={reply} label={`Reply to ${current.chat.visitorName}`} /> : <p className="border-t border-line p-4 font-semibold text-ink">This chat has ended.</p>}
            </>
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-ink-muted">
              {error ? (
                <p role="alert" className="text-danger">
                  {error}
                </p>
              ) : null}
              <p>Accept a chat from the queue to answer it here.</p>
            </div>
          )}
        </section>
      </div>

      <section aria-labelledby={`${toggleId}-history`} className="flex flex-col gap-3">
        <h2 id={`${toggleId}-history`} className="font-display text-xl font-semibold text-ink">
          Recent chats
        </h2>
        {history.length === 0 ? (
          <p className="text-ink-muted">Ended chats appear here.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-line bg-surface">
                <details>
                  <summary className="cursor-pointer px-4 py-3 font-semibold text-ink" suppressHydrationWarning>
                    {entry.visitorName} with {entry.agentName ?? 'no agent'} · {entry.endedAt ? dateTime.format(new Date(entry.endedAt)) : ''}
                  </summary>
                  <MessageList messages={entry.messages} ownAuthor="agent" className="max-h-80 border-t border-line" />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  )
}
