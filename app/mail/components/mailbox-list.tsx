import { Inbox } from '~/ui/icons'
import { Form, Link } from 'react-router'
import { ButtonLink, Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { TextField } from '~/ui/text-field'
import { mailboxHref } from '../mailbox-rules'
import type { MailboxPage } from '../mailbox.server'
import { MailStatusBadge } from './mail-status-badge'

/** The recipient filter: a GET form, so the filter lives in the URL (?to=). */
export function MailboxFilter({ to }: { to: string | null }) {
  return (
    <Form
      method="get"
      action="/dev/mailbox"
      role="search"
      aria-label="Filter mail"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField label="Recipient" name="to" type="email" defaultValue={to ?? ''} autoComplete="off" className="sm:w-96" />
      <div className="flex gap-3">
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {to ? (
          <ButtonLink to="/dev/mailbox" variant="ghost">
            Show all mail
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  )
}

/** The outbox, newest first: one row per message with recipient, subject, kind, status and time. */
export function MailboxList({ mailbox, to }: { mailbox: MailboxPage; to: string | null }) {
  if (mailbox.messages.length === 0) {
    return (
      <EmptyState icon={Inbox} title={to ? `No mail to ${to}` : 'No mail yet'}>
        {to
          ? 'Nothing in the outbox is addressed to this recipient.'
          : 'Mail appears here as soon as the storefront sends it (sign-up, email verification, password reset).'}
      </EmptyState>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {mailbox.total === 1 ? '1 message' : `${mailbox.total} messages`}
        {mailbox.pageCount > 1 ? `, page ${mailbox.page} of ${mailbox.pageCount}` : null}
      </p>
      <div className="overflow-hidden rounded-xl border border-line bg-surface [--mailbox-columns:minmax(0,16rem)_minmax(0,1fr)_8rem_5rem_11rem]">
        {/* Column titles for sighted readers; each row carries its own labels for screen readers. */}
        <div
          aria-hidden="true"
          className="hidden border-b border-line bg-sunken px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid md:grid-cols-(--mailbox-columns) md:gap-4"
        >
          <span>To</span>
          <span>Subject</span>
          <span>Kind</span>
          <span>Status</span>
          <span>Time</span>
        </div>
        <ol aria-label="Mail, newest first" className="divide-y divide-line">
          {mailbox.messages.map((message) => (
            <li
              key={message.id}
              className="relative px-4 py-3 hover:bg-sunken md:grid md:grid-cols-(--mailbox-columns) md:items-center md:gap-4"
            >
              <p className="truncate text-sm text-ink-muted">
                <span className="sr-only">To: </span>
                {message.to}
              </p>
              <p className="mt-0.5 md:mt-0">
                <Link
                  to={`/dev/mailbox/${message.id}`}
                  className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
                >
                  {message.subject}
                </Link>
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted md:contents">
                <span className="font-mono text-xs">
                  <span className="sr-only">Kind: </span>
                  {message.kind}
                </span>
                <span>
                  <span className="sr-only">Status: </span>
                  <MailStatusBadge status={message.status} />
                </span>
                <time dateTime={message.createdAt} className="text-xs whitespace-nowrap">
                  {message.createdAtLabel}
                </time>
              </div>
            </li>
          ))}
        </ol>
      </div>
      {mailbox.pageCount > 1 ? <MailboxPager mailbox={mailbox} to={to} /> : null}
    </div>
  )
}

function MailboxPager({ mailbox, to }: { mailbox: MailboxPage; to: string | null }) {
  const { page, pageCount } = mailbox
  return (
    <nav aria-label="Mailbox pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <ButtonLink to={mailboxHref({ to, page: page - 1 })} variant="secondary" rel="prev">
          Newer mail
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <ButtonLink to={mailboxHref({ to, page: page + 1 })} variant="secondary" rel="next">
          Older mail
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
