import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { cx } from '~/ui/cx'
import { Loader2, Minus, X } from '~/ui/icons'
import { ChatConnection } from '../chat-connection'
import { afterOutsideClick, type ChatDetails, chatStatusLine, END_CHAT_QUESTION, headerButtonAction, type WidgetState } from '../chat-rules'
import { CHAT_TRIGGER_ATTRIBUTE } from '../open-chat'
import { type Affirmation, type ChatMessageView, type ChatView, MAX_MESSAGE_LENGTH, type ServerFrame } from '../protocol'
import { LeaveMessage } from './leave-message'
import { Transcript } from './transcript'

type Props = {
  state: WidgetState
  onStateChange: (state: WidgetState, options?: { focusBubble?: boolean }) => void
  storeId: number
  takesPatients: boolean
  dispensaryName: string | null
  details: ChatDetails | null
  ended: boolean
  onSession: (change: { details?: ChatDetails | null; hasAgentJoined?: boolean; ended?: boolean }) => void
}

/**
 * The chat window (000 §4): checks once per open whether an agent is there; with one, the visitor
 * affirms their age and writes a first message, then talks over the socket; without, they can
 * leave a message. The header button minimizes while a chat can go on, else closes; ending a chat
 * asks first. A click outside or Escape minimizes it to the bubble.
 */
export default function ChatWindow({ state, onStateChange, storeId, takesPatients, dispensaryName, details, ended, onSession }: Props) {
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const [agents, setAgents] = useState<boolean | null>(null)
  const [chat, setChat] = useState<ChatView | null>(null)
  const [messages, setMessages] = useState<ChatMessageView[]>([])
  const [error, setError] = useState<string | null>(null)
  const [offline, setOffline] = useState(false)
  const [gateOpen, setGateOpen] = useState(false)
  const [starting, setStarting] = useState(false)
  const connection = useRef<ChatConnection | null>(null)
  const pending = useRef<Parameters<ChatConnection['send']>[0] | null>(null)
  const detailsRef = useRef(details)
  useEffect(() => {
    detailsRef.current = details
  }, [details])

  // 000 §4, §7: availability once per open; any failure counts as no agents.
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/chat/agents?storeId=${storeId}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? Boolean(((await response.json()) as { agentsAvailable?: unknown }).agentsAvailable === true) : false))
      .catch(() => false)
      .then((available) => {
        if (!controller.signal.aborted) setAgents(available)
      })
    return () => controller.abort()
  }, [storeId])

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      switch (frame.type) {
        case 'chat':
          setChat(frame.chat)
          setMessages(frame.messages)
          setStarting(false)
          setError(null)
          if (frame.token) onSession({ details: { chatId: frame.chat.id, token: frame.token, storeId: frame.chat.storeId } })
          onSession({ hasAgentJoined: frame.chat.status !== 'queued' && frame.chat.agentName !== null, ended: frame.chat.status === 'ended' })
          return
        case 'message':
          setMessages((current) => (current.some((m) => m.id === frame.message.id) ? current : [...current, frame.message]))
          return
        case 'status':
          setChat((current) => (current ? { ...current, status: frame.status, agentName: frame.agentName } : current))
          if (frame.status === 'active') onSession({ hasAgentJoined: true })
          if (frame.status === 'ended') onSession({ ended: true })
          return
        case 'error':
          setStarting(false)
          if (frame.code === 'not-found' && detailsRef.current) {
            // The stored chat is gone or not ours: start over.
            onSession({ details: null, hasAgentJoined: false, ended: false })
            setChat(null)
            setMessages([])
          }
          setError(frame.message)
          return
        default:
          return
      }
    },
    [onSession],
  )

  const ensureConnection = useCallback(() => {
    if (connection.current) return connection.current
    const created = new ChatConnection({
      onFrame,
      onStatus: (status) => setOffline(status === 'offline'),
      onReady: () => {
        const current = detailsRef.current
        if (current) created.send({ type: 'resume', chatId: current.chatId, token: current.token })
        else if (pending.current) created.send(pending.current)
        pending.current = null
      },
    })
    connection.current = created
    created.connect()
    return created
  }, [onFrame])

  // A chat of this tab (restored or just started) follows its transcript over the socket.
  useEffect(() => {
    if (details) ensureConnection()
  }, [details, ensureConnection])
  useEffect(() => () => connection.current?.close(), [])

  const live = Boolean(details && !ended)
  const editable = live || (!details && agents === true)
  const action = headerButtonAction(agents === true || live, editable)

  // 000 §4: a click outside minimizes, unless on a chat trigger or while the end-chat gate is open.
  useEffect(() => {
    if (state !== 'open') return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null
      if (!target || root.current?.contains(target)) return
      const next = afterOutsideClick('open', { onTrigger: Boolean(target.closest(`[${CHAT_TRIGGER_ATTRIBUTE}]`)), gateOpen })
      if (next !== 'open') onStateChange(next)
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [state, gateOpen, onStateChange])

  // Focus comes to the window when it opens.
  useEffect(() => {
    if (state === 'open') root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [state, agents, details])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    if (gateOpen) setGateOpen(false)
    else onStateChange(afterOutsideClick('open', { onTrigger: false, gateOpen: false }), { focusBubble: true })
  }

  const start = (affirmation: Affirmation, body: string) => {
    setError(null)
    setStarting(true)
    const frame = { type: 'start' as const, storeId, affirmation, body }
    const socket = ensureConnection()
    if (!socket.send(frame)) pending.current = frame
  }

  const send = (body: string) => {
    if (!details) return false
    setError(null)
    const sent = connection.current?.send({ type: 'message', chatId: details.chatId, body }) ?? false
    if (!sent) setError('You are offline for a moment. Your message was not sent; please try again.')
    return sent
  }

  const endChat = () => {
    if (details) connection.current?.send({ type: 'end', chatId: details.chatId })
    setGateOpen(false)
    onStateChange('closed')
  }

  const title = dispensaryName ? `Chat with ${dispensaryName}` : 'Chat with us'
  return (
    <div
      ref={root}
      role="dialog"
      aria-labelledby={titleId}
      hidden={state !== 'open'}
      onKeyDown={onKeyDown}
      className={cx(
        'fixed inset-x-0 bottom-0 z-50 flex h-[min(36rem,100dvh)] flex-col overflow-hidden border border-line bg-surface shadow-2xl',
        'rounded-t-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:rounded-2xl',
        state !== 'open' && 'hidden',
      )}
    >
      <header className="flex items-center gap-2 bg-brand-800 px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-display text-lg font-semibold" tabIndex={-1}>
            {title}
          </h2>
          {chat ? <p className="truncate text-sm text-brand-100">{chatStatusLine(chat.status, chat.agentName)}</p> : null}
        </div>
        {live ? (
          <button type="button" onClick={() => setGateOpen(true)} className="min-h-11 rounded-full border border-white/40 px-3 text-sm font-semibold hover:bg-white/10">
            End chat
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onStateChange(action === 'minimize' ? 'minimized' : 'closed', { focusBubble: action === 'minimize' })}
          className="grid size-11 place-items-center rounded-full hover:bg-white/10"
        >
          {action === 'minimize' ? <Minus className="size-5" /> : <X className="size-5" />}
          <span className="sr-only">{action === 'minimize' ? 'Minimize the chat' : 'Close the chat'}</span>
        </button>
      </header>

      {gateOpen ? (
        <div role="alertdialog" aria-labelledby={`${titleId}-gate`} className="flex flex-col gap-3 border-b border-line bg-accent-tint p-4">
          <p id={`${titleId}-gate`} className="font-semibold text-ink">
            {END_CHAT_QUESTION}
          </p>
          <div className="flex gap-2">
            <button type="button" data-autofocus onClick={() => setGateOpen(false)} className="btn btn-secondary btn-md flex-1" autoFocus>
              Cancel
            </button>
            <button type="button" onClick={endChat} className="btn btn-primary btn-md flex-1">
              Exit
            </button>
          </div>
        </div>
      ) : null}

      {offline && details ? (
        <p role="status" className="bg-sunken px-4 py-2 text-sm text-ink-muted">
          Reconnecting…
        </p>
      ) : null}

      {details ? (
        <Transcript messages={messages} ended={ended} onSend={send} onClose={() => onStateChange('closed')} error={error} loading={!chat} />
      ) : agents === null ? (
        <div role="status" className="flex flex-1 items-center justify-center gap-2 p-6 text-ink-muted">
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" />
          Checking for an available agent…
        </div>
      ) : agents ? (
        <StartChat takesPatients={takesPatients} onStart={start} starting={starting} error={error} />
      ) : (
        <LeaveMessage storeId={storeId} dispensaryName={dispensaryName} />
      )}
    </div>
  )
}

/** Before the first message: the age affirmation the rules on individual communication ask for, and the question. */
function StartChat({ takesPatients, onStart, starting, error }: { takesPatients: boolean; onStart: (affirmation: Affirmation, body: string) => void; starting: boolean; error: string | null }) {
  const id = useId()
  const [affirmation, setAffirmation] = useState<Affirmation | null>(null)
  const [body, setBody] = useState('')
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!affirmation || !body.trim()) return
    onStart(affirmation, body)
  }
  const affirmationMissing = tried && !affirmation
  const bodyMissing = tried && !body.trim()
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
      <p className="text-ink-muted">An agent is available. Tell us how we can help; a person from the dispensary will answer here.</p>
      <fieldset className="flex flex-col gap-2" aria-describedby={affirmationMissing ? `${id}-affirm-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink">Before we chat</legend>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type={takesPatients ? 'radio' : 'checkbox'}
            name="affirmation"
            data-autofocus
            checked={affirmation === 'adult-21'}
            onChange={(event) => setAffirmation(event.target.checked ? 'adult-21' : null)}
            className="size-5 accent-brand-700"
          />
          I am 21 or older.
        </label>
        {takesPatients ? (
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input type="radio" name="affirmation" checked={affirmation === 'medical-patient'} onChange={() => setAffirmation('medical-patient')} className="size-5 accent-brand-700" />
            I am a registered medical patient.
          </label>
        ) : null}
        {affirmationMissing ? (
          <p id={`${id}-affirm-error`} className="text-sm text-danger">
            Please confirm your age before you start the chat.
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-semibold text-ink">
          Your message
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={4}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={bodyMissing || undefined}
          aria-describedby={bodyMissing ? `${id}-body-error` : undefined}
          className="w-full rounded-lg border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
        />
        {bodyMissing ? (
          <p id={`${id}-body-error`} className="text-sm text-danger">
            Please type a message first.
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-tint px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-md mt-auto" disabled={starting}>
        {starting ? 'Starting…' : 'Start chat'}
      </button>
    </form>
  )
}
