import { Clock } from '~/ui/icons'

/**
 * The 'My rewards' banner (001 §2.5): the balance, and the next points to expire. `expiry` is null
 * when the expiry data is missing; the block is then left out (the loader logs a warning).
 */
export function RewardsBanner({
  title,
  balanceLabel,
  balance,
  expiry,
  logo,
}: {
  title: string
  balanceLabel: string
  balance: number
  expiry: string | null
  logo: { src: string; alt: string; width: number; height: number }
}) {
  return (
    <section
      aria-labelledby="my-rewards"
      className="relative overflow-hidden rounded-xl bg-brand-800 p-5 text-white shadow-raised md:p-8"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-brand-700" />
      <div aria-hidden="true" className="pointer-events-none absolute -right-4 -bottom-24 size-48 rounded-full bg-brand-900" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <img src={logo.src} alt="" width={logo.width} height={logo.height} className="h-14 w-auto md:h-[72px]" />
          <div className="flex flex-col gap-1">
            <h1 id="my-rewards" className="font-display text-xl font-semibold md:text-2xl">
              {title}
            </h1>
            <p className="flex flex-col">
              <span className="text-sm font-medium text-brand-100">{balanceLabel}</span>
              <span className="font-display tabular text-2xl font-semibold md:text-3xl" data-testid="rewards-balance">
                {balance.toLocaleString('en-US')} <span className="text-base font-semibold text-brand-100 md:text-lg">points</span>
              </span>
            </p>
          </div>
        </div>
        {expiry ? (
          <p
            className="inline-flex items-center gap-2 self-start rounded-lg bg-accent-tint px-4 py-2.5 md:rounded-full text-sm font-semibold text-accent-deep md:self-center"
            data-testid="rewards-expiry"
          >
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {expiry}
          </p>
        ) : null}
      </div>
    </section>
  )
}
