import { Package } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { formatMoney, type ReceiptRow } from '../receipt'

/** One product line of a summary (checkout or post-checkout), prices in cents. */
export type SummaryLine = {
  key: string
  name: string
  brand: string
  image: string | null
  /** Shown for vape, flower and extract only; null otherwise. */
  weightLabel: string | null
  count: number
  priceCents: number
  discountedPriceCents: number | null
  specialTitle: string | null
}

export function SummaryLines({ lines, label = 'Items in your order' }: { lines: readonly SummaryLine[]; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {lines.map((line) => {
        const unit = line.discountedPriceCents ?? line.priceCents
        return (
          <li key={line.key} className="flex gap-3 py-3">
            <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-sunken">
              {line.image ? (
                <img src={line.image} alt="" width={64} height={64} loading="lazy" className="size-16 object-cover" />
              ) : (
                <Package aria-hidden="true" className="size-6 text-ink-subtle" />
              )}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="text-xs font-medium text-ink-muted">{line.brand}</p>
              <p className="font-semibold text-ink">{line.name}</p>
              <p className="text-sm text-ink-muted">
                {line.weightLabel ? `${line.weightLabel} · ` : ''}Qty {line.count}
              </p>
              {line.specialTitle ? <p className="text-xs font-semibold text-accent-ink">{line.specialTitle}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end text-sm">
              <span className={cx('tabular font-semibold', line.discountedPriceCents !== null && 'text-accent-ink')}>
                {formatMoney(unit * line.count)}
              </span>
              {line.discountedPriceCents !== null ? (
                <s className="tabular text-ink-muted">
                  <span className="sr-only">was </span>
                  {formatMoney(line.priceCents * line.count)}
                </s>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The receipt of 001 §9: Items(count), Total Savings, Sales Tax, Estimated Total. */
export function ReceiptRows({ rows }: { rows: readonly ReceiptRow[] }) {
  return (
    <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
      {rows.map((row) => {
        const total = row.label === 'Estimated Total'
        const savings = row.label === 'Total Savings'
        return (
          <div key={row.label} className={cx('flex justify-between gap-4 py-1', total && 'mt-1 border-t border-line pt-3 text-base')}>
            <dt className={total ? 'font-semibold text-ink' : 'text-ink-muted'}>{row.label}</dt>
            <dd className={cx('tabular', total ? 'font-bold text-ink' : 'font-medium', savings && row.cents > 0 && 'text-accent-ink')}>
              {savings && row.cents > 0 ? `−${row.text}` : row.text}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
