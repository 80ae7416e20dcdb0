import { History } from '~/ui/icons'
import { EmptyState } from '~/ui/empty-state'
import { cx } from '~/ui/cx'
import type { ActivityRow } from '../rewards-view'

/** The member's ledger history, newest first, with a designed empty state. */
export function RewardsActivityTable({
  heading,
  rows,
  emptyTitle,
  emptyText,
}: {
  heading: string
  rows: ActivityRow[]
  emptyTitle: string
  emptyText: string
}) {
  return (
    <section aria-labelledby="rewards-activity" className="flex flex-col gap-5">
      <h2 id="rewards-activity" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {heading}
      </h2>
      {rows.length ? (
        <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-card">
          <table className="w-full text-left text-sm md:text-base">
            <caption className="sr-only">{heading}, newest first</caption>
            <thead className="bg-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 md:px-6">
                  Date
                </th>
                <th scope="col" className="px-2 py-3 md:px-6">
                  Activity
                </th>
                <th scope="col" className="px-4 py-3 text-right md:px-6">
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 align-top whitespace-nowrap text-ink-muted tabular md:px-6">{row.date}</td>
                  <td className="px-2 py-3 align-top md:px-6">
                    <span className="block font-medium text-ink">{row.description}</span>
                    {row.note ? <span className="block text-xs text-ink-muted md:text-sm">{row.note}</span> : null}
                  </td>
                  <td
                    className={cx(
                      'px-4 py-3 text-right align-top font-semibold whitespace-nowrap tabular md:px-6',
                      row.tone === 'spend' ? 'text-accent-ink' : 'text-brand-700',
                    )}
                  >
                    {row.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState icon={History} title={emptyTitle} headingLevel={3}>
          {emptyText}
        </EmptyState>
      )}
    </section>
  )
}
