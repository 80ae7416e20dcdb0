import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { asksForChat, SESSION_KEYS } from '../chat-rules'
import { chatStoreWish, OPEN_CHAT_EVENT, takeChatWish } from '../open-chat'
import { ChatBubble } from './chat-bubble'
import type { ChatStore } from './chat-widget'

export type { ChatStore }

/** Everything but the bubble (state, session storage, the window and its socket) loads when the chat is wanted. */
const ChatWidget = lazy(() => import('./chat-widget'))
const preload = () => void import('./chat-widget')

type Wanted = 'open' | 'restore' | null

/** On first render (in the browser, once the page is idle): what is the chat wanted for already? */
function initialWish(search: string): Wanted {
  if (takeChatWish() || asksForChat(search)) return 'open'
  return window.sessionStorage.getItem(SESSION_KEYS.isChatOpen) === 'true' ? 'restore' : null
}

/**
 * The support chat on every page (issue 18), rendered by the shell in the browser once the page is
 * idle (out of every page's first JavaScript): the bubble when the current dispensary offers chat,
 * and the widget's code once the chat is opened (the bubble, openChat() from an entry point,
 * flow=chat-support) or is to be restored (a chat was open in this tab before a reload or
 * back/forward).
 */
export function ChatLauncher({ store }: { store: ChatStore | null }) {
  const { pathname, search } = useLocation()
  const [wanted, setWanted] = useState<Wanted>(() => initialWish(search))
  // An entry point that named its store (the order detail: the order's) counts on its own page only.
  const [named, setNamed] = useState(chatStoreWish)
  const chatStore = named && named.pathname === pathname ? named.store : store
  // A later navigation to an address with flow=chat-support.
  if (!wanted && asksForChat(search)) setWanted('open')

  useEffect(() => {
    const onOpen = () => {
      takeChatWish()
      setNamed(chatStoreWish())
      setWanted((current) => current ?? 'open')
    }
    window.addEventListener(OPEN_CHAT_EVENT, onOpen)
    // An openChat() between the first render (which took the wishes made before it) and now found no
    // listener for its event; its wish is still set, so a shopper's tap in that gap is not lost.
    if (takeChatWish()) onOpen()
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen)
  }, [])

  if (wanted) {
    return (
      <Suspense fallback={chatStore ? <ChatBubble onOpen={() => {}} /> : null}>
        <ChatWidget store={chatStore} openOnStart={wanted === 'open'} />
      </Suspense>
    )
  }
  return store ? <ChatBubble onOpen={() => setWanted('open')} onPreload={preload} /> : null
}
