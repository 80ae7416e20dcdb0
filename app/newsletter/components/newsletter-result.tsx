import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '~/ui/cx'
import { AlertCircle, CircleCheck, MailCheck } from '~/ui/icons'

const TONES = {
  success: { icon: CircleCheck, box: 'border-brand-200 bg-brand-50', iconClass: 'text-brand-700' },
  mail: { icon: MailCheck, box: 'border-brand-200 bg-brand-50', iconClass: 'text-brand-700' },
  problem: { icon: AlertCircle, box: 'border-accent bg-accent-tint', iconClass: 'text-accent-ink' },
} as const

/** An outcome of the newsletter (sent, subscribed, expired, unsubscribed …): a heading, the message, and what next. */
export function NewsletterResult({
  tone,
  heading,
  message,
  children,
  headingLevel = 2,
}: {
  tone: keyof typeof TONES
  heading: string
  message: string
  children?: ReactNode
  headingLevel?: 1 | 2
}) {
  const { icon: Icon, box, iconClass } = TONES[tone]
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div role={tone === 'problem' ? 'alert' : 'status'} className={cx('flex flex-col gap-3 rounded-xl border p-5 md:p-6', box)}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cx('mt-1 size-6 shrink-0', iconClass)} />
        <div className="flex flex-col gap-2">
          <Heading className="font-display text-xl font-semibold text-ink md:text-2xl">{heading}</Heading>
          <p className="text-base text-ink">{message}</p>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-3 pl-9">{children}</div> : null}
    </div>
  )
}

export function ResultLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  )
}
