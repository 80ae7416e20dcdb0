import { ChevronRight, Gift, Store } from '~/ui/icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '~/ui/cx'
import type { AccountOverview } from '../types'

/** The overview's two banners (001 §2.2): whole cards are links. */
function Banner({ to, tone, icon, children }: { to: string; tone: 'brand' | 'accent'; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cx(
        'group flex min-h-36 items-start gap-4 rounded-xl border p-5 shadow-card transition-colors md:p-6',
        tone === 'brand' ? 'border-brand-100 bg-brand-50 hover:border-brand-300' : 'border-accent-soft bg-accent-tint hover:border-accent',
      )}
    >
      <span
        className={cx(
          'grid size-12 shrink-0 place-items-center rounded-full',
          tone === 'brand' ? 'bg-brand-700 text-white' : 'bg-accent text-brand-950',
        )}
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">{children}</span>
      <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5" />
    </Link>
  )
}

export function HomeDispensaryBanner({ home, invitation }: { home: AccountOverview['homeDispensary']; invitation: string }) {
  return (
    <Banner to="/account/home-dispensary" tone="brand" icon={<Store aria-hidden="true" className="size-6" />}>
      <span className="text-xs font-bold tracking-wider text-brand-700">HOME DISPENSARY</span>
      {home ? (
        <>
          <span className="font-display text-lg font-semibold text-ink">{home.name}</span>
          <span className="text-sm text-ink-muted">{home.addressLine}</span>
        </>
      ) : (
        <>
          <span className="font-display text-lg font-semibold text-ink">Choose your home dispensary</span>
          <span className="text-sm text-ink-muted">{invitation}</span>
        </>
      )}
    </Banner>
  )
}

export function PointsBanner({ points }: { points: AccountOverview['points'] }) {
  return (
    <Banner to="/account/rewards" tone="accent" icon={<Gift aria-hidden="true" className="size-6" />}>
      <span className="text-xs font-bold tracking-wider text-accent-ink uppercase">{points.programName}</span>
      <span className="font-display text-lg font-semibold text-ink">{points.heading}</span>
      {points.balance !== null ? (
        <span className="flex items-baseline gap-1.5">
          <span className="tabular font-display text-2xl font-semibold text-ink">{points.balance.toLocaleString('en-US')}</span>
          <span className="text-sm font-medium text-ink-muted">{points.balance === 1 ? 'point' : 'points'}</span>
        </span>
      ) : null}
      {points.description ? <span className="text-sm text-ink-muted">{points.description}</span> : null}
    </Banner>
  )
}
