import { cx } from '~/ui/cx'
import type { DayHours, WeekDay } from '../hours'

/** The week's opening hours, today marked; medical-patient hours sit under a day's hours when they differ. */
export function HoursTable({ week, today }: { week: DayHours[]; today: WeekDay }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {week.map((d) => {
          const isToday = d.day === today
          return (
            <tr key={d.day} className={cx('border-t border-line first:border-t-0', isToday && 'bg-brand-50')}>
              <th scope="row" className="py-3 pr-3 pl-3 text-left align-top font-medium text-ink">
                {d.day}
                {isToday ? <span className="block text-xs font-semibold text-brand-700">Today</span> : null}
              </th>
              <td className={cx('tabular py-3 pr-3 text-right align-top whitespace-nowrap', isToday && 'font-semibold')}>
                {d.label}
                {d.medicalLabel ? (
                  <span className="block text-xs font-normal text-ink-muted">Medical {d.medicalLabel}</span>
                ) : null}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
