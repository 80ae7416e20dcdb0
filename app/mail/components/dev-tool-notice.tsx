import { Wrench } from '~/ui/icons'

/** Says plainly that the page is a developer's tool, not part of the shop. */
export function DevToolNotice() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-line bg-sunken px-4 py-3 text-sm text-ink-muted">
      <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Development tool. It shows the mail kept in the outbox so you can read it without a mail server; it is off in production
        unless DEV_MAILBOX=true.
      </span>
    </p>
  )
}
