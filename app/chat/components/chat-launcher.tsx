import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { MessageCircle } from '~/ui/icons'
import { asksForChat, type ChatDetails, restoreFromSession, SESSION_SAVE_DELAY_MS, sessionEntries, type WidgetState, withoutChatFlow } from '../chat-rules'
import { chatTriggerProps, OPEN_CHAT_EVENT } from '../open-chat'

/** The window's code (socket, forms, transcript) loads only when the chat opens or is restored. */
const ChatWindow = lazy(() => import('./chat-window'))
const preloadWindow = () => void import('./chat-window')

export type ChatStore = { storeId: number; takesPatients: boolean; dispensaryName: string }

type Session = { details: ChatDetails | null; hasAgentJoined: boolean; ended: boolean }
const EMPTY: Session = { details: null, hasAgentJoined: false, ended: false }

/**
 * The support chat on every page (000 §2, §4): a bubble when the current dispensary offers chat (or
 * a chat of this tab is under way), the window when it is open. Owns the widget's state and its
 * session storage (saved 1000 ms after the last change; restored on reload and back/forward), opens
 * on flow=chat-support (then drops it from the address) and on openChat() from the entry points.
 */
export function ChatLauncher({ store }: { store: ChatStore | null }) {
  const [state, setState] = useState<WidgetState>('closed')
  const [session, setSession] = useState<Session>(EMPTY)
  const [checked, setChecked] = useState(false)
  const bubble = useRef<HTMLButtonElement>(null)
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const available = Boolean(store || session.details)

  // Reload, and back/forward from the page cache: the tab's session storage says what was open.
  useEffect(() => {
    const restore = () => {
      const stored = restoreFromSession((key) => window.sessionStorage.getItem(key))
      if (stored) {
        setSession({ details: stored.details, hasAgentJoined: stored.hasAgentJoined, ended: stored.ended })
        setState(stored.state)
      }
      setChecked(true)
    }
    restore()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  useEffect(() => {
    if (!checked) return
    const timer = setTimeout(() => {
      for (const [key, value] of Object.entries(sessionEntries(state, session.details, session.hasAgentJoined, session.ended))) {
        if (value === null) window.sessionStorage.removeItem(key)
        else window.sessionStorage.setItem(key, value)
      }
    }, SESSION_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [checked, state, session])

  useEffect(() => {
    const onOpen = () => setState('open')
    window.addEventListener(OPEN_CHAT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen)
  }, [])

  // flow=chat-support opens the chat (000 §2), once per address that asks…
  const [flowSeen, setFlowSeen] = useState<string | null>(null)
  const asked = asksForChat(search)
  if (asked && flowSeen !== search) {
    setFlowSeen(search)
    if (available) setState('open')
  }
  // …and is then removed from it.
  useEffect(() => {
    if (asked) void navigate({ pathname, search: withoutChatFlow(search), hash }, { replace: true, preventScrollReset: true })
  }, [asked, search, pathname, hash, navigate])

  const changeState = useCallback((next: WidgetState, { focusBubble = false } = {}) => {
    setState(next)
    if (next === 'closed') setSession(EMPTY)
    if (focusBubble) requestAnimationFrame(() => bubble.current?.focus())
  }, [])
  const updateSession = useCallback((change: Partial<Session>) => setSession((current) => ({ ...current, ...change })), [])

  if (!available) return null
  const chatStore = store && (!session.details || session.details.storeId === store.storeId) ? store : null
  const inProgress = Boolean(session.details && !session.ended)
  return (
    <>
      {state !== 'open' ? (
        <button
          ref={bubble}
          type="button"
          {...chatTriggerProps}
          onClick={() => setState('open')}
          onPointerEnter={preloadWindow}
          onFocus={preloadWindow}
          className="fixed right-4 bottom-[calc(env(safe-area-inset-bottom)+5rem)] z-40 grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-600/40 focus-visible:outline-none md:bottom-6"
        >
          <MessageCircle className="size-6" />
          <span className="sr-only">{inProgress ? 'Open the chat (a chat is in progress)' : 'Chat with us'}</span>
          {inProgress ? <span aria-hidden="true" className="absolute top-1 right-1 size-3 rounded-full border-2 border-white bg-accent" /> : null}
        </button>
      ) : null}
      {state !== 'closed' ? (
        <Suspense fallback={null}>
          <ChatWindow
            state={state}
            onStateChange={changeState}
            storeId={session.details?.storeId ?? store?.storeId ?? 0}
            takesPatients={chatStore?.takesPatients ?? false}
            dispensaryName={chatStore?.dispensaryName ?? null}
            details={session.details}
            ended={session.ended}
            onSession={updateSession}
          />
        </Suspense>
      ) : null}
    </>
  )
}
