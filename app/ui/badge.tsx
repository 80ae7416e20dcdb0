import type { ReactNode } from 'react'
import { LINEAGE_LABELS, type Lineage } from '~/catalog/format'
import { cx } from './cx'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'danger' | 'soon'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sunken text-ink-muted',
  brand: 'bg-brand-50 text-brand-800',
  accent: 'bg-accent-soft text-accent-deep',
  danger: 'bg-danger-tint text-danger',
  soon: 'bg-accent-tint text-accent-ink ring-1 ring-accent-soft ring-inset',
}

/** A small status label ('New', 'Out of stock', 'Coming soon'). */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}

const lineageTones: Record<Lineage, string> = {
  indica: 'bg-indica-tint text-indica',
  sativa: 'bg-sativa-tint text-sativa',
  hybrid: 'bg-hybrid-tint text-hybrid',
  cbd: 'bg-cbd-tint text-cbd',
}

const lineageDots: Record<Lineage, string> = {
  indica: 'bg-indica',
  sativa: 'bg-sativa',
  hybrid: 'bg-hybrid',
  cbd: 'bg-cbd',
}

/** The lineage chip, in the same colours as the generated product images. */
export function LineageChip({ lineage, className }: { lineage: Lineage; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        lineageTones[lineage],
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', lineageDots[lineage])} />
      {LINEAGE_LABELS[lineage]}
    </span>
  )
}
