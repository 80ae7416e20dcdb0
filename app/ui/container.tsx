import type { ReactNode } from 'react'
import { cx } from './cx'

/** The page column: full width on phones, at most 1440 px of content on desktop. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('mx-auto w-full max-w-page px-4 sm:px-6 lg:px-10', className)}>{children}</div>
}
