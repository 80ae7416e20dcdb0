import type { ReactNode } from 'react'
import { LINEAGE_LABELS, type Lineage } from '~/catalog/format'
import { cx } from './cx'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'danger' | 'soon'

/** A small status label ('New', 'Out of stock', 'Coming soon'); the look is in components.css. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx('badge', `badge-${tone}`, className)}>{children}</span>
}

/** The lineage chip, in the same colours as the generated product images. */
export function LineageChip({ lineage, className }: { lineage: Lineage; className?: string }) {
  return <span className={cx('chip-lineage', `lineage-${lineage}`, className)}>{LINEAGE_LABELS[lineage]}</span>
}
