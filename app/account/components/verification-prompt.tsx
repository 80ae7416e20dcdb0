import { AlertCircle, Loader2, MailCheck } from '~/ui/icons'
import { useCallback, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/ui/button'
import { type AccountNotice, LINK_FAILED_MESSAGE, LINK_LIMITED_MESSAGE, LINK_SENT_MESSAGE } from '../notices'
import { Snackbar } from '~/ui/snackbar'
import { VerificationOutcome } from './verification-outcome'

type LinkAnswer = { ok: boolean; message: string }

/**
 * 001 §4.8, §6: order history waits for a verified email. The button asks /account/verification-link
 * for a new link (a fetcher; without JavaScript a plain post that comes back here) and confirms with
 * the snackbar.
 */
export function VerificationPrompt({ email, notice, title, text }: { email: string; notice: AccountNotice | null; title: string; text: string }) {
  const fetcher = useFetcher<LinkAnswer>()
  const sending = fetcher.state !== 'idle'
  const [snack, setSnack] = useState<string | null>(notice === 'link-sent' ? LINK_SENT_MESSAGE : null)
  const dismiss = useCallback(() => setSnack(null), [])

  // Each answer from the server shows its snackbar once.
  const [answered, setAnswered] = useState(fetcher.data)
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data)
    if (fetcher.data?.ok) setSnack(fetcher.data.message)
  }

  const error =
    fetcher.data && !fetcher.data.ok
      ? fetcher.data.message
      : !fetcher.data && notice === 'link-limited'
        ? LINK_LIMITED_MESSAGE
        : !fetcher.data && notice === 'link-failed'
          ? LINK_FAILED_MESSAGE
          : null

  return (
    <section aria-labelledby="verify-email" className="flex flex-col items-center gap-4 rounded-xl border border-line bg-surface px-6 py-10 text-center shadow-card md:px-10">
      <span className="grid size-14 place-items-center rounded-full bg-accent-tint text-accent-ink">
        <MailCheck aria-hidden="true" className="size-7" strokeWidth={1.6} />
      </span>
      <h2 id="verify-email" className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="max-w-md text-base text-ink-muted">{text}</p>
      <p className="text-sm text-ink-muted">
        We'll send it to <span className="font-semibold break-all text-ink">{email}</span>
      </p>
      <fetcher.Form method="post" action="/account/verification-link" className="mt-2">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
          {sending ? 'Sending…' : 'Send verification link'}
        </Button>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="flex max-w-md items-start gap-2 rounded-lg bg-danger-tint px-4 py-3 text-left text-sm font-medium text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <VerificationOutcome notice={notice} />
      <Snackbar message={snack} onDismiss={dismiss} />
    </section>
  )
}
