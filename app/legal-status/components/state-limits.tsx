import type { PurchaseLimitsView, StateLimitsView } from '../legal-status'

/** The checkout's purchase limits for one state, as the state law page shows them. */
export function StateLimits({ stateName, limits }: { stateName: string; limits: StateLimitsView }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" data-purchase-limits>
      {limits.adultUse ? <LimitsCard title="Adults 21 and over" limits={limits.adultUse} stateName={stateName} /> : null}
      {limits.medical ? <LimitsCard title="Registered medical patients" limits={limits.medical} stateName={stateName} /> : null}
    </div>
  )
}

function LimitsCard({ title, limits, stateName }: { title: string; limits: PurchaseLimitsView; stateName: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-ink-muted">Limits {limits.period}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {limits.lines.map((line) => (
          <li key={`${line.amount}-${line.of}`}>
            <span className="font-semibold text-ink">{line.amount}</span> of {line.of}
            {line.equivalents ? <span className="text-ink-muted">, or {line.equivalents}</span> : null}
          </li>
        ))}
      </ul>
      {limits.nonResidentShare ? (
        <p className="mt-3 text-sm text-ink-muted">Visitors from outside {stateName} may buy {limits.nonResidentShare} of each amount.</p>
      ) : null}
      {limits.topicalsExempt ? <p className="mt-3 text-sm text-ink-muted">Topicals do not count toward the limit.</p> : null}
      <p className="mt-3 text-xs text-ink-subtle">Source: {limits.source}</p>
    </div>
  )
}
