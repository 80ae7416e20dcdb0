import type { DayHours, WeekDay } from '../hours'
import { cx } from '~/ui/cx'

/** The week's opening hours; today is marked, medical hours get their own column when any day has them. */
export function HoursTable({ week, today }: { week: DayHours[]; today: WeekDay }) {
  const hasMedical = week.some((d) => d.medicalLabel)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <thead className={hasMedical ? undefined : 'sr-only'}>
        <tr className="text-left text-xs tracking-wide text-ink-muted uppercase">
          <th scope="col" className="pb-2 pl-3 font-semibold">
            Day
          </th>
          <th scope="col" className="pb-2 font-semibold">
            {hasMedical ? 'Adult use' : 'Hours'}
          </th>
          {hasMedical ? (
            <th scope="col" className="pb-2 font-semibold">
              Medical
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {week.map((d) => {
          const isToday = d.day === today
          return (
            <tr key={d.day} className={cx('border-t border-line', isToday && 'bg-brand-50 font-semibold text-ink')}>
              <th scope="row" className="py-2.5 pr-3 pl-3 text-left font-medium">
                {d.day}
                {isToday ? <span className="ml-2 text-xs font-semibold text-brand-700">Today</span> : null}
              </th>
              <td className="tabular py-2.5 pr-3">{d.label}</td>
              {hasMedical ? <td className="tabular py-2.5 pr-3">{d.medicalLabel ?? d.label}</td> : null}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
