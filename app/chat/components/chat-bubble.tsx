import type { Ref } from 'react'
import { MessageCircle } from '~/ui/icons'
import { chatTriggerProps } from '../open-chat'

/** The minimized chat (000 §4): a round button at the bottom right; a dot while a chat is in progress. */
export function ChatBubble({ onOpen, onPreload, inProgress = false, ref }: { onOpen: () => void; onPreload?: () => void; inProgress?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      {...chatTriggerProps}
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className="chat-bubble fixed right-4 bottom-[calc(env(safe-area-inset-bottom)+5.5rem)] z-40 grid size-14 place-items-center rounded-full bg-brand-800 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-600/40 focus-visible:outline-none"
    >
      <MessageCircle className="size-6" />
      <span className="sr-only">{inProgress ? 'Open the chat (a chat is in progress)' : 'Chat with us'}</span>
      {inProgress ? <span aria-hidden="true" className="absolute top-1 right-1 size-3 rounded-full border-2 border-white bg-accent" /> : null}
    </button>
  )
}
