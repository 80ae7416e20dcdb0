import type { ReactNode } from 'react'
import { cx } from './cx'

/** A page's one h1, with an optional eyebrow above, a lead paragraph and actions. */
export function PageHeading({
  title,
  eyebrow,
  description,
  children,
  className,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <header className={cx('flex flex-col gap-3', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">{title}</h1>
      {description ? <div className="max-w-2xl text-base text-ink-muted">{description}</div> : null}
      {children ? <div className="mt-2 flex flex-wrap gap-3">{children}</div> : null}
    </header>
  )
}
