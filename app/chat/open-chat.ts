/**
 * Opening the support chat from anywhere (the footer's button, 'Chat' in the account menu, the order
 * detail): an event the chat launcher (components/chat-launcher.tsx) listens for, so an entry point
 * needs none of the chat's code. Elements marked with CHAT_TRIGGER_ATTRIBUTE do not count as a click
 * outside the open window (000 §4).
 */
export const OPEN_CHAT_EVENT = 'nm:open-chat'
export const CHAT_TRIGGER_ATTRIBUTE = 'data-chat-trigger'
export const chatTriggerProps = { [CHAT_TRIGGER_ATTRIBUTE]: '' } as const

type Wish = { __nmChatWanted?: boolean }

/** Opens the chat; asked before the launcher is in (it comes when the page is idle), it opens once it is. */
export function openChat(): void {
  ;(window as Wish).__nmChatWanted = true
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT))
}

/** Whether openChat() was called since the last time this was asked. */
export function takeChatWish(): boolean {
  const wanted = Boolean((window as Wish).__nmChatWanted)
  ;(window as Wish).__nmChatWanted = false
  return wanted
}
