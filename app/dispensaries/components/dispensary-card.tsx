import { ArrowRight, Clock, MapPin, Phone } from '~/ui/icons'
import { track } from '~/analytics/track'
import { Badge } from '~/ui/badge'
import { ButtonLink } from '~/ui/button'
import { telHref } from '~/ui/phone'
import { addressLines } from '../address'
import type { DispensaryCardData } from '../types'

/** A dispensary in a list: name, address, today's hours, phone and the way in. */
export function DispensaryCard({
  dispensary,
  headingLevel = 3,
}: {
  /** `image` (000 §3 card image) arrives with part A's data; until then the card has none. */
  dispensary: DispensaryCardData & { image?: string | null }
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [street, cityLine] = addressLines(dispensary.address)
  return (
    <article className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-card md:p-6">
      {dispensary.image ? (
        <img
          src={dispensary.image}
          alt=""
          width={390}
          height={195}
          loading="lazy"
          decoding="async"
          className="-mx-5 -mt-5 mb-4 aspect-[2/1] w-[calc(100%+2.5rem)] max-w-none rounded-t-xl object-cover md:-mx-6 md:-mt-6 md:w-[calc(100%+3rem)]"
        />
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-display text-lg font-semibold text-ink">{dispensary.name}</Heading>
        {dispensary.comingSoon ? (
          <Badge tone="soon" className="mt-1">
            Coming soon
          </Badge>
        ) : null}
      </div>
      <dl className="mt-4 flex flex-col gap-3 text-sm text-ink-muted">
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Address</span>
          </dt>
          <dd>
            {street}
            <br />
            {cityLine}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Today&apos;s hours</span>
          </dt>
          <dd>
            <span className="font-medium text-ink">Today</span> · <span className="tabular">{dispensary.today.label}</span>
          </dd>
        </div>
        <div className="flex items-center gap-3">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <a
              href={telHref(dispensary.phone)}
              onClick={() => track('call_clicked', { placement: 'dispensary card', phone: dispensary.phone })}
              className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {dispensary.phone}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <ButtonLink
          to={dispensary.path}
          variant="secondary"
          className="w-full"
          aria-label={`View dispensary: ${dispensary.name}`}
        >
          View dispensary
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </article>
  )
}
