import { useId, useState, type ReactNode } from 'react'
import { track } from '~/analytics/track'
import { ChevronDown } from '~/ui/icons'
import { cx } from '~/ui/cx'
import { FAQ_CAP, faqPlan, toggleOpen } from './faq-rules'

export type FaqItem = { question: string; answer: string }

/**
 * 000 §4 FAQ list: one question open at a time; 8 or fewer all shown, otherwise 4 with
 * 'Show More (n)' / 'Show Less'; capped at 20 until expanded. Answers are plain text.
 */
export function FaqList({
  title,
  faqs,
  section = 'faq',
  id: sectionId,
  icon,
  intro,
  after,
  className,
}: {
  title: string
  faqs: FaqItem[]
  section?: string
  /** The section's id, for a table of contents (issue 16's FAQ pages). */
  id?: string
  /** A decorative icon before the title (000 §3: FAQ groups have a title and an icon). */
  icon?: ReactNode
  /** Shown under the title, and after the list. */
  intro?: ReactNode
  after?: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState<number | null>(null)
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!faqs.length) return null
  const plan = faqPlan(faqs.length, expanded)
  const items = (expanded ? faqs : faqs.slice(0, FAQ_CAP)).slice(0, plan.visible)
  return (
    <section id={sectionId} aria-labelledby={`${id}-h`} data-faq-list className={className}>
      <h2 id={`${id}-h`} className={cx('font-display text-xl font-semibold md:text-2xl', icon ? 'flex items-center gap-2' : undefined)}>
        {icon}
        {title}
      </h2>
      {intro}
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
        {items.map((faq, index) => {
          const isOpen = open === index
          return (
            <li key={faq.question}>
              <h3>
                <button
                  type="button"
                  id={`${id}-q-${index}`}
                  aria-expanded={isOpen}
                  aria-controls={`${id}-a-${index}`}
                  onClick={() => setOpen(toggleOpen(open, index))}
                  className="flex min-h-11 w-full items-center gap-3 px-4 py-3 text-left font-semibold"
                >
                  <span className="flex-1">{faq.question}</span>
                  <ChevronDown className={cx('size-5 shrink-0 text-ink-muted transition-transform', isOpen && 'rotate-180')} />
                </button>
              </h3>
              <div
                id={`${id}-a-${index}`}
                role="region"
                aria-labelledby={`${id}-q-${index}`}
                hidden={!isOpen}
                className="px-4 pb-4 text-ink-muted"
              >
                {faq.answer}
              </div>
            </li>
          )
        })}
      </ul>
      {plan.label ? (
        <button
          type="button"
          aria-expanded={expanded}
          className="btn btn-secondary btn-md mt-4"
          onClick={() => {
            if (!expanded) track('show_more_clicked', { section, count: faqs.length })
            setExpanded(!expanded)
          }}
        >
          {plan.label}
        </button>
      ) : null}
      {after}
    </section>
  )
}
