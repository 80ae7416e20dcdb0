import { ChevronDown, Clock, MapPin, Phone } from '~/ui/icons'
import { useId, useState } from 'react'
import { track } from '~/analytics/track'
import { addressLines } from '~/dispensaries/address'
import { MenuToggle } from '~/dispensaries/components/menu-toggle'
import type { DayHours } from '~/dispensaries/hours'
import type { Address, MenuLink } from '~/dispensaries/types'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { cx } from '~/ui/cx'
import { telHref } from '~/ui/phone'

export type MenuHeroData = {
  name: string
  kindLabel: string
  breadcrumbs: Crumb[]
  today: DayHours
  week: DayHours[]
  phone: string
  address: Address
  menus: MenuLink[]
  storeId: number
}

/**
 * The menu page's hero (000 §2): breadcrumbs, title, and the hours/phone/address block. On phones
 * the block folds behind a button that names today's hours (000 §4 'Dispensary blocks': collapsed
 * by default); from 768 px it is always open. Stores with two menus get the menu toggle.
 */
export function MenuHero({ hero }: { hero: MenuHeroData }) {
  const [expanded, setExpanded] = useState(false)
  const blockId = useId()
  const [street, cityLine] = addressLines(hero.address)
  return (
    <section className="border-b border-line bg-surface">
      <Container className="pt-1 pb-3 md:pt-6 md:pb-8">
        <Breadcrumbs items={hero.breadcrumbs} />
        <div className="flex flex-col gap-3 md:mt-4 md:flex-row md:items-start md:justify-between md:gap-8">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase md:text-sm">{hero.kindLabel} menu</p>
            <h1 className="font-display text-xl font-semibold md:mt-1 md:text-3xl">{hero.name}</h1>

            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${blockId} ${blockId}-week`}
              onClick={() => {
                // 000 §4: expanding the hours block on a phone sends 'dispensary information expanded'.
                if (!expanded) track('dispensary_info_expanded', { dispensary: hero.name })
                setExpanded(!expanded)
              }}
              className="hours-toggle"
            >
              <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold text-ink">Today</span>{' '}
                <span className="tabular text-ink-muted">{hero.today.label}</span>
              </span>
              <span className="text-xs font-semibold text-brand-800">{expanded ? 'Less' : 'Hours & contact'}</span>
              <ChevronDown aria-hidden="true" className={cx('size-4 shrink-0 text-ink-muted transition-transform', expanded && 'rotate-180')} />
            </button>

            <div id={blockId} className={cx(expanded ? 'block' : 'hidden', 'md:block')}>
              <ul className="mt-3 flex flex-col gap-1.5 text-sm text-ink-muted md:mt-4 md:flex-row md:flex-wrap md:gap-x-6">
                <li className="hidden items-center gap-2 md:flex">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="font-semibold text-ink">Today</span>{' '}
                    <span className="tabular">{hero.today.label}</span>
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <a
                    href={telHref(hero.phone)}
                    onClick={() => track('call_clicked', { placement: 'menu hero', phone: hero.phone })}
                    className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    {hero.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span>
                    {street}, {cityLine}
                  </span>
                </li>
              </ul>
            </div>
          </div>
          <MenuToggle menus={hero.menus} currentStoreId={hero.storeId} />
        </div>
        {/* The week spans the hero's whole width (beside the title it wrapped into cramped cells):
            each range reads on one line, as many days a row as fit. Phones see today's hours in the
            button above and the week once they open it. */}
        <div id={`${blockId}-week`} className={cx(expanded ? 'block' : 'hidden', 'md:block')}>
          <WeekHours week={hero.week} today={hero.today.day} />
        </div>
      </Container>
    </section>
  )
}

/** The week's hours in a compact grid, today marked. */
function WeekHours({ week, today }: { week: DayHours[]; today: string }) {
  return (
    <>
    <h2 className="sr-only">Opening hours</h2>
    <dl className="hours-grid">
      {week.map((day) => {
        const isToday = day.day === today
        return (
          <div key={day.day} className={cx('rounded-md px-2 py-1', isToday ? 'bg-brand-50' : '')}>
            <dt className={cx('font-semibold', isToday ? 'text-brand-800' : 'text-ink')}>
              {/* An English day's first three letters are its short name: Mon … Sun. */}
              <abbr title={day.day} className="no-underline">
                {day.day.slice(0, 3)}
              </abbr>
              {isToday ? <span className="font-normal"> · Today</span> : null}
            </dt>
            <dd className="tabular whitespace-nowrap text-ink-muted">
              <span className="block">{day.label}</span>
              {day.medicalLabel ? <span className="block">Medical {day.medicalLabel}</span> : null}
            </dd>
          </div>
        )
      })}
    </dl>
    </>
  )
}
