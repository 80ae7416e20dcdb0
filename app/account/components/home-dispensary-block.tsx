import { ExternalLink, Mail, MapPin, Phone } from '~/ui/icons'
import type { ReactNode } from 'react'
import { addressLines } from '~/dispensaries/address'
import { HoursTable } from '~/dispensaries/components/hours-table'
import { ButtonLink } from '~/ui/button'
import { telHref } from '~/ui/phone'
import type { HomeDispensary } from '../types'

/**
 * 001 §2.4: title HOME DISPENSARY, the store's hours, call now, an external map link, 'Contact us',
 * 'Shop this dispensary' and (as children) 'Shop a different dispensary'.
 */
export function HomeDispensaryBlock({ home, contactHref, children }: { home: HomeDispensary; contactHref: string; children: ReactNode }) {
  const [street, city] = addressLines(home.address)
  return (
    <section aria-labelledby="home-dispensary-name" className="overflow-hidden rounded-xl border border-line bg-surface shadow-card">
      <div className="flex flex-col gap-2 bg-brand-800 px-5 py-6 text-white md:px-8 md:py-8">
        <p className="text-xs font-bold tracking-wider text-brand-100">HOME DISPENSARY</p>
        <h2 id="home-dispensary-name" className="font-display text-2xl font-semibold">
          {home.name}
        </h2>
        <address className="flex items-start gap-2 text-base text-brand-50 not-italic">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {street}
            <br />
            {city}
          </span>
        </address>
      </div>
      <div className="grid gap-8 px-5 py-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] md:px-8 md:py-8">
        <div>
          <h3 className="text-base font-semibold text-ink">Store hours</h3>
          <p className="mb-3 text-sm text-ink-muted">{home.timeZoneLabel}</p>
          <div className="overflow-hidden rounded-lg border border-line">
            <HoursTable week={home.week} today={home.today} />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <ButtonLink to={home.shopPath} size="lg">
            Shop this dispensary
          </ButtonLink>
          <a href={telHref(home.phone)} className={actionClasses}>
            <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span>
              Call now <span className="tabular text-ink-muted">{home.phone}</span>
            </span>
          </a>
          <a href={home.mapUrl} target="_blank" rel="noopener noreferrer" className={actionClasses}>
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <span>
              View on map
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <ExternalLink aria-hidden="true" className="ml-auto size-4 shrink-0 text-ink-muted" />
          </a>
          <a href={contactHref} className={actionClasses}>
            <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Contact us
          </a>
        </div>
      </div>
      <div className="border-t border-line px-5 py-5 md:px-8">{children}</div>
    </section>
  )
}

const actionClasses =
  'flex min-h-12 items-center gap-3 rounded-lg border border-line px-4 font-semibold text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50'
