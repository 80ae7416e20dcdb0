/**
 * Opening the support chat from anywhere (the footer's button, 'Chat' in the account menu, the order
 * detail): an event the chat launcher (components/chat-launcher.tsx) listens for, so an entry point
 * needs none of the chat's code. Elements marked with CHAT_TRIGGER_ATTRIBUTE do not count as a click
 * outside the open window (000 §4).
 */
export const OPEN_CHAT_EVENT = 'nm:open-chat'
export const CHAT_TRIGGER_ATTRIBUTE = 'data-chat-trigger'
export const chatTriggerProps = { [CHAT_TRIGGER_ATTRIBUTE]: '' } as const

/** A store to chat with other than the page's own (the order detail's: the order's store). */
export type ChatStoreWish = { storeId: number; takesPatients: boolean; dispensaryName: string }

type Wish = { __nmChatWanted?: boolean; __nmChatStore?: { store: ChatStoreWish; pathname: string } | null }

/**
 * Opens the chat; asked before the launcher is in (it comes when the page is idle), it opens once it
 * is. With a store, the chat is with that store (unless a chat with another is still going on),
 * for as long as the shopper stays on this page.
 */
export function openChat(store?: ChatStoreWish): void {
  const wish = window as Wish
  wish.__nmChatWanted = true
  wish.__nmChatStore = store ? { store, pathname: window.location.pathname } : null
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT))
}

/** The store the last openChat() named, with the page it was named on. */
export function chatStoreWish(): { store: ChatStoreWish; pathname: string } | null {
  return (window as Wish).__nmChatStore ?? null
}

/** Whether openChat() was called since the last time this was asked. */
export function takeChatWish(): boolean {
  const wanted = Boolean((window as Wish).__nmChatWanted)
  ;(window as Wish).__nmChatWanted = false
  return wanted
}
