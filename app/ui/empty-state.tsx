import type { IconComponent } from '~/ui/icons'
import type { ReactNode } from 'react'
import { cx } from './cx'

/** A designed 'nothing here' block: what happened and a way forward. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  className,
  headingLevel = 2,
}: {
  icon: IconComponent
  title: string
  children?: ReactNode
  actions?: ReactNode
  className?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" strokeWidth={1.6} />
      </span>
      <Heading className="font-display text-xl font-semibold text-ink">{title}</Heading>
      {children ? <div className="max-w-md text-base text-ink-muted">{children}</div> : null}
      {actions ? <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  )
}
