import { ExternalLink } from '~/ui/icons'
import type { ReactNode } from 'react'
import type { MailboxMessage } from '../mailbox.server'
import { MailStatusBadge } from './mail-status-badge'

/**
 * The HTML part goes into a sandboxed frame (no scripts, no same-origin access); a <base> makes its
 * links open in the page itself when clicked, the only navigation the sandbox allows.
 */
export function previewDocument(html: string): string {
  return `<base target="_top">${html}`
}

function Header({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  )
}

export function MailMessageView({ message, from }: { message: MailboxMessage; from: string }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="mail-headers" className="rounded-xl border border-line bg-surface px-4 py-2">
        <h2 id="mail-headers" className="sr-only">
          Headers
        </h2>
        <dl className="divide-y divide-line">
          <Header label="From">{from}</Header>
          <Header label="To">{message.to}</Header>
          <Header label="Subject">{message.subject}</Header>
          <Header label="Kind">
            <span className="font-mono text-xs">{message.kind}</span>
          </Header>
          <Header label="Status">
            <MailStatusBadge status={message.status} />
            {message.attempts > 0 ? (
              <span className="ml-2 text-ink-muted">
                after {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
              </span>
            ) : null}
          </Header>
          <Header label="Queued">
            <time dateTime={message.createdAt}>{message.createdAtLabel}</time>
          </Header>
          {message.sentAtLabel ? <Header label="Sent">{message.sentAtLabel}</Header> : null}
          {message.lastError ? <Header label="Last error">{message.lastError}</Header> : null}
        </dl>
      </section>

      <section aria-labelledby="mail-links" className="flex flex-col gap-3">
        <h2 id="mail-links" className="font-display text-xl font-semibold text-ink">
          Links in this message
        </h2>
        {message.links.length ? (
          <ul className="flex flex-col gap-2">
            {message.links.map((link) => (
              <li key={link.href} className="flex flex-col gap-0.5">
                {/* A plain anchor: the link leaves the mailbox exactly as a mail client would follow it. */}
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
                <span className="font-mono text-xs break-all text-ink-muted">{link.href}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">This message has no links.</p>
        )}
      </section>

      <section aria-labelledby="mail-html" className="flex flex-col gap-3">
        <h2 id="mail-html" className="font-display text-xl font-semibold text-ink">
          HTML part
        </h2>
        <iframe
          title={`HTML part of ‘${message.subject}’`}
          sandbox="allow-top-navigation-by-user-activation"
          srcDoc={previewDocument(message.html)}
          className="h-[36rem] w-full rounded-xl border border-line bg-surface"
        />
      </section>

      <section aria-labelledby="mail-text" className="flex flex-col gap-3">
        <h2 id="mail-text" className="font-display text-xl font-semibold text-ink">
          Text part
        </h2>
        <pre className="overflow-x-auto rounded-xl border border-line bg-sunken p-4 font-mono text-sm whitespace-pre-wrap break-words text-ink">
          {message.text}
        </pre>
      </section>
    </div>
  )
}
