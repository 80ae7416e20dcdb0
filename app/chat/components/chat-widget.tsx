import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { asksForChat, type ChatDetails, restoreFromSession, SESSION_SAVE_DELAY_MS, sessionEntries, type WidgetState, withoutChatFlow } from '../chat-rules'
import { OPEN_CHAT_EVENT, takeChatWish } from '../open-chat'
import { ChatBubble } from './chat-bubble'
import ChatWindow from './chat-window'

export type ChatStore = { storeId: number; takesPatients: boolean; dispensaryName: string }

type Session = { details: ChatDetails | null; hasAgentJoined: boolean; ended: boolean }
const EMPTY: Session = { details: null, hasAgentJoined: false, ended: false }

/**
 * The support chat (000 §2, §4), loaded by chat-launcher.tsx: a bubble when the current dispensary
 * offers chat (or a chat of this tab is under way), the window when it is open. Owns the widget's
 * state and its session storage (saved 1000 ms after the last change; restored on reload and
 * back/forward), opens on flow=chat-support (then drops it from the address) and on openChat().
 */
export default function ChatWidget({ store, openOnStart }: { store: ChatStore | null; openOnStart: boolean }) {
  const [state, setState] = useState<WidgetState>(openOnStart ? 'open' : 'closed')
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
        // Asked to open (the bubble, an entry point): open, whatever the tab had.
        setState((current) => (current === 'open' ? 'open' : stored.state))
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
    const save = () => {
      for (const [key, value] of Object.entries(sessionEntries(state, session.details, session.hasAgentJoined, session.ended))) {
        if (value === null) window.sessionStorage.removeItem(key)
        else window.sessionStorage.setItem(key, value)
      }
    }
    // 000 §9: saved 1000 ms after the last change; a closed (or ended and closed) chat is forgotten at once, so
    // a reload right after Exit does not bring it back.
    if (state === 'closed') return save()
    const timer = setTimeout(save, SESSION_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [checked, state, session])

  useEffect(() => {
    const onOpen = () => {
      takeChatWish()
      setState('open')
    }
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
      {state !== 'open' ? <ChatBubble ref={bubble} onOpen={() => setState('open')} inProgress={inProgress} /> : null}
      {state !== 'closed' ? (
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
      ) : null}
    </>
  )
}
