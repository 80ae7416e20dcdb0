import { Container } from '~/ui/container'

/** The 403 page of the agent console. */
export function StaffChatForbidden() {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
      <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Staff only</h1>
      <p className="max-w-md text-ink-muted">The support chat console is for store staff. Sign in with your store’s staff account to answer chats.</p>
    </Container>
  )
}
