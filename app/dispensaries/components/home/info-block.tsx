import { useId, useState } from 'react'
import { track } from '~/analytics/track'
import { HoursTable } from '~/dispensaries/components/hours-table'
import type { DayHours } from '~/dispensaries/hours'
import { ChevronDown, Clock, ExternalLink, MapPin, MessageCircle, Phone } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { telHref } from '~/ui/phone'
import { readMoreLabel } from './show-more'

/**
 * 000 §4: the hero hours block is collapsed on phones until opened (which sends
 * 'dispensary_info_expanded'); desktops always show it.
 */
export function HoursBlock({
  name,
  today,
  week,
  timeZoneLabel,
  address,
}: {
  name: string
  today: DayHours
  week: DayHours[]
  timeZoneLabel: string
  address: [string, string]
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex items-center gap-2 text-sm">
          <Clock className="size-4 shrink-0 text-brand-700" />
          <span className="font-semibold">Today&apos;s hours</span>
          <span className="tabular">{today.label}</span>
        </p>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            if (!expanded) track('dispensary_info_expanded', { dispensary: name })
            setExpanded(!expanded)
          }}
          className="flex min-h-11 items-center gap-1 font-semibold text-brand-700 md:hidden"
        >
          {expanded ? 'Hide hours and address' : 'Show hours and address'}
          <ChevronDown className={cx('size-4 shrink-0 transition-transform', expanded && 'rotate-180')} />
        </button>
      </div>
      <div id={id} data-testid="hours-block" className={cx(expanded ? 'block' : 'hidden', 'mt-3 md:block')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,24rem)_1fr] md:gap-10">
          <div>
            <h2 className="text-sm font-semibold">Opening hours</h2>
            <p className="text-xs text-ink-muted">Local time ({timeZoneLabel})</p>
            <div className="-mx-3 mt-1">
              <HoursTable week={week} today={today.day} />
            </div>
          </div>
          <address className="flex gap-2 text-sm not-italic md:pt-7">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {address[0]}
              <br />
              {address[1]}
            </span>
          </address>
        </div>
      </div>
    </div>
  )
}

/** 000 §2 About: heading, description with Read More / Read Less on phones, chat, call and map links. */
export function AboutSection({
  name,
  description,
  phone,
  mapCta,
  chat,
}: {
  name: string
  description: string
  phone: string
  mapCta: { text: string; url: string }
  chat: boolean
}) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const paragraphs = description.split(/\n\s*\n/).filter(Boolean)
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="font-display text-xl font-semibold md:text-2xl">
        About {name}
      </h2>
      <div id={id} className={cx('mt-3 flex max-w-3xl flex-col gap-4 text-ink-muted', !expanded && 'max-md:line-clamp-4')}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        className="mt-2 min-h-11 font-semibold text-brand-700 underline underline-offset-4 md:hidden"
        onClick={() => setExpanded(!expanded)}
      >
        {readMoreLabel(expanded)}
      </button>
      <ul className="mt-4 flex flex-wrap gap-3">
        {chat ? (
          <li>
            <a
              href="?flow=chat-support"
              className="btn btn-secondary btn-md"
              onClick={() => track('chat_clicked', { placement: 'dispensary home' })}
            >
              <MessageCircle className="size-4" />
              Chat with us
            </a>
          </li>
        ) : null}
        <li>
          <a
            href={telHref(phone)}
            className="btn btn-secondary btn-md"
            onClick={() => track('call_clicked', { placement: 'dispensary home', phone })}
          >
            <Phone className="size-4" />
            Call {phone}
          </a>
        </li>
        <li>
          <a href={mapCta.url} rel="noopener" className="btn btn-secondary btn-md">
            <MapPin className="size-4" />
            {mapCta.text}
            <ExternalLink className="size-4" />
          </a>
        </li>
      </ul>
    </section>
  )
}

const SOCIAL_LABELS = { instagram: 'Instagram', facebook: 'Facebook', x: 'X' } as const

export function SocialLinks({ name, social }: { name: string; social: { instagram?: string; facebook?: string; x?: string } }) {
  const entries = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) =>
    social[key] ? [{ key, url: social[key], label: SOCIAL_LABELS[key] }] : [],
  )
  if (!entries.length) return null
  return (
    <nav aria-label={`${name} on social media`}>
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.url} rel="noopener" className="btn btn-ghost btn-md">
              {entry.label}
              <ExternalLink className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function AdditionalHours({ info }: { info: { heading: string; description: string; image: string | null } | null }) {
  if (!info) return null
  return (
    <section aria-labelledby="additional-hours-heading" className="flex gap-4 rounded-xl border border-accent-soft bg-accent-tint p-4">
      {info.image ? <img src={info.image} alt="" width={64} height={64} className="size-16 rounded-lg object-cover" /> : null}
      <div>
        <h2 id="additional-hours-heading" className="font-semibold text-accent-deep">
          {info.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{info.description}</p>
      </div>
    </section>
  )
}
