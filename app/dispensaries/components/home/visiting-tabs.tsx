import { useId, useRef, useState, type Dispatch, type KeyboardEvent } from 'react'
import { track } from '~/analytics/track'
import { cx } from '~/ui/cx'
import { DELIVERY_DETAILS_MAX, showMorePlan } from './show-more'
import type { ShownTab } from './tabs'
import type { PopUp, PopUpAction } from './pop-ups'

/**
 * 000 §2 visiting tabs (WAI-ARIA tabs: arrow keys, Home and End move between tabs; the first is
 * selected). `visibleTabs()` has already dropped unknown and empty tabs.
 */
export function VisitingTabs({ tabs, dispatch }: { tabs: ShownTab[]; dispatch?: Dispatch<PopUpAction> }) {
  const onPopUp = dispatch ? (popUp: PopUp) => dispatch({ type: 'open', popUp }) : undefined
  const [selected, setSelected] = useState(0)
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  if (!tabs.length) return null
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (selected === last ? 0 : selected + 1)
      : event.key === 'ArrowLeft' ? (selected === 0 ? last : selected - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    refs.current[next]?.focus()
  }
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="font-display text-xl font-semibold md:text-2xl">
        Visiting us
      </h2>
      <div role="tablist" aria-label="Visiting us" onKeyDown={move} className="mt-4 flex gap-2 overflow-x-auto border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.kind}
            ref={(el) => {
              refs.current[index] = el
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={cx(
              '-mb-px min-h-11 shrink-0 border-b-2 px-3 font-semibold',
              index === selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {tab.tabTitle}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.kind}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className="pt-4"
        >
          <TabPanel tab={tab} onPopUp={onPopUp} />
        </div>
      ))}
    </section>
  )
}

function TabPanel({ tab, onPopUp }: { tab: ShownTab; onPopUp?: (popUp: PopUp) => void }) {
  const [expanded, setExpanded] = useState(false)
  const [details, setDetails] = useState(false)
  const plan = showMorePlan(tab.listItems, expanded)
  return (
    <div className="flex flex-col gap-3">
      {tab.title ? <h3 className="text-lg font-semibold">{tab.title}</h3> : null}
      {tab.description ? <p className="text-ink-muted">{tab.description}</p> : null}
      {tab.listItems.length ? (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {/* All items are rendered; the rule hides the rest on phones only (000 §4). */}
            {tab.listItems.map((item, index) => (
              <li
                key={item.title}
                className={cx('rounded-lg border border-line bg-surface px-4 py-3', index >= plan.visible.length && 'max-md:hidden')}
              >
                <p className="font-medium">{item.title}</p>
                {item.description ? <p className="text-sm text-ink-muted">{item.description}</p> : null}
              </li>
            ))}
          </ul>
          {plan.label ? (
            <button
              type="button"
              aria-expanded={expanded}
              className="min-h-11 self-start font-semibold text-brand-700 underline underline-offset-4 md:hidden"
              onClick={() => {
                if (!expanded) track('show_more_clicked', { section: tab.kind, count: tab.listItems.length })
                setExpanded(!expanded)
              }}
            >
              {plan.label}
            </button>
          ) : null}
        </>
      ) : null}
      {tab.kind === 'delivery' && tab.deliveryTimes.length ? (
        <>
          <button
            type="button"
            aria-expanded={details}
            className="btn btn-secondary btn-md self-start"
            onClick={() => setDetails(!details)}
          >
            {details ? 'Hide delivery details' : 'View delivery details'}
          </button>
          {details ? (
            <dl className="divide-y divide-line rounded-xl border border-line">
              {tab.deliveryTimes.slice(0, DELIVERY_DETAILS_MAX).map((time) => (
                <div key={time.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
                  <dt className="font-medium">{time.label}</dt>
                  <dd className="text-ink-muted">{time.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      ) : null}
      {tab.kind === 'lounge' && onPopUp ? (
        <div className="flex flex-wrap gap-3">
          {(['reservation', 'events', 'smokeasy'] as const).map((key) => {
            const cta = tab.ctas[key]
            return cta ? (
              <button key={key} type="button" aria-haspopup="dialog" className="btn btn-secondary btn-md" onClick={() => onPopUp(key)}>
                {cta.title}
              </button>
            ) : null
          })}
        </div>
      ) : null}
      {tab.promotion ? (
        <div className="rounded-xl border border-accent-soft bg-accent-tint p-4">
          <p className="font-semibold text-accent-deep">{tab.promotion.title}</p>
          <p className="text-sm">{tab.promotion.dealDescription}</p>
          {tab.promotion.expiryText ? <p className="text-xs text-ink-muted">{tab.promotion.expiryText}</p> : null}
        </div>
      ) : null}
    </div>
  )
}
