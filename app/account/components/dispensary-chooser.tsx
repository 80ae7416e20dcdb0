import { AlertCircle, ChevronDown, Loader2 } from '~/ui/icons'
import { useEffect, useId, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { buttonClasses } from '~/ui/button'
import { cx } from '~/ui/cx'
import type { HomeDispensaryChoiceState } from '../types'

type Errors = { dispensaryId?: string; form?: string } | undefined

/**
 * The dispensary list, grouped by state, with 'Make this my home dispensary' on each open store.
 * With a home dispensary it hides behind 'Shop a different dispensary' (a disclosure that works
 * without JavaScript); without one it is open on the page.
 */
export function DispensaryChooser({
  states,
  currentId,
  errors,
  title,
  text,
  collapsible,
}: {
  states: HomeDispensaryChoiceState[]
  currentId: number | null
  errors: Errors
  title: string
  text: string
  collapsible: boolean
}) {
  const list = <ChoiceList states={states} currentId={currentId} errors={errors} title={title} text={text} />
  if (!collapsible) {
    return (
      <section id="choose-dispensary" aria-labelledby="choose-dispensary-title" className="flex flex-col gap-4">
        {list}
      </section>
    )
  }
  return (
    <details id="choose-dispensary" className="group" open={errors ? true : undefined}>
      <summary className={cx(buttonClasses('secondary', 'lg'), 'w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden')}>
        Shop a different dispensary
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-6 flex flex-col gap-4">{list}</div>
    </details>
  )
}

function ChoiceList({ states, currentId, errors, title, text }: { states: HomeDispensaryChoiceState[]; currentId: number | null; errors: Errors; title: string; text: string }) {
  const navigation = useNavigation()
  const pendingId = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'set' ? navigation.formData.get('dispensaryId') : null
  const errorRef = useRef<HTMLDivElement>(null)
  const message = errors?.dispensaryId ?? errors?.form

  useEffect(() => {
    if (message) errorRef.current?.focus()
  }, [message])

  return (
    <>
      <div>
        <h2 id="choose-dispensary-title" className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-base text-ink-muted">{text}</p>
      </div>
      {message ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-tint px-4 py-3 text-sm font-medium text-danger"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </div>
      ) : null}
      {states.map((state) => (
        <section key={state.slug} aria-labelledby={`choose-${state.slug}`}>
          <h3 id={`choose-${state.slug}`} className="mb-2 text-sm font-bold tracking-wider text-ink-muted uppercase">
            {state.name}
          </h3>
          <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface">
            {state.dispensaries.map((d) => (
              <ChoiceRow
                key={d.id}
                choice={d}
                isCurrent={d.id === currentId}
                pending={pendingId === String(d.id)}
                busy={pendingId !== null}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function ChoiceRow({
  choice,
  isCurrent,
  pending,
  busy,
}: {
  choice: HomeDispensaryChoiceState['dispensaries'][number]
  isCurrent: boolean
  pending: boolean
  busy: boolean
}) {
  const nameId = useId()
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link id={nameId} to={choice.path} className="font-semibold text-ink underline-offset-4 hover:text-brand-800 hover:underline">
          {choice.name}
        </Link>
        <p className="text-sm text-ink-muted">{choice.addressLine}</p>
      </div>
      {isCurrent ? (
        <span className="inline-flex min-h-9 items-center self-start rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 sm:self-center">
          Your home dispensary
        </span>
      ) : choice.comingSoon ? (
        <span className="inline-flex min-h-9 items-center self-start rounded-full bg-accent-tint px-3 text-sm font-semibold text-accent-ink sm:self-center">
          Coming soon
        </span>
      ) : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="dispensaryId" value={choice.id} />
          <button type="submit" aria-describedby={nameId} disabled={busy} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            Make this my home dispensary
          </button>
        </Form>
      )}
    </li>
  )
}
