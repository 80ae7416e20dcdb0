import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { track } from '~/analytics/track'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { useHydrated } from '~/ui/use-hydrated'
import {
  BIRTHDATE_LENGTH,
  classifyBirthdate,
  INVALID_DATE_BANNER,
  INVALID_DATE_MESSAGE,
  localToday,
  maskBirthdate,
} from '../age'
import { ageVerifiedCookie, type AgeGateView } from '../age-gate'

type Screen = 'question' | 'denied' | 'medical'

/**
 * The age gate (001 §2.8, §4.2): a full-screen modal overlay above the page, which is rendered
 * beneath it (and made inert by the app shell) so crawlers still read the page. Simple mode asks
 * yes/no; birthday mode takes mm/dd/yyyy. Passing writes the one-day cookie and calls `onPass`.
 * Without JavaScript 'Yes' posts to /age-gate, which sets the same cookie and comes back.
 */
export function AgeGate({ gate, onPass }: { gate: AgeGateView; onPass: () => void }) {
  const [screen, setScreen] = useState<Screen>('question')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const viewed = useRef(false)

  useEffect(() => {
    if (viewed.current) return
    viewed.current = true
    track('age_gate_viewed', { mode: gate.mode })
  }, [gate.mode])

  // Each screen's heading takes focus so a screen reader announces it and Tab starts inside the gate.
  useEffect(() => {
    headingRef.current?.focus()
  }, [screen])

  const pass = () => {
    try {
      document.cookie = ageVerifiedCookie(window.location.protocol === 'https:')
    } catch (error) {
      console.warn('age gate: cookie not written', error)
    }
    onPass()
  }

  const answer = (outcome: 'verified' | 'medical' | 'denied') => {
    track('age_gate_answered', { outcome })
    if (outcome === 'verified') pass()
    else setScreen(outcome)
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className="fixed inset-0 z-[60] overflow-y-auto bg-brand-950/85 backdrop-blur-sm"
    >
      {/* Scroll lock that holds from the first byte of HTML, before any script runs. */}
      <style>{'html{overflow:hidden}'}</style>
      <div className="flex min-h-full items-center justify-center p-4 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="w-full max-w-md rounded-xl bg-surface px-6 py-8 text-center shadow-raised sm:px-10 sm:py-10">
          <picture>
            <source media="(min-width: 768px)" srcSet={gate.logos.desktop.src} width={gate.logos.desktop.width} height={gate.logos.desktop.height} />
            <img
              src={gate.logos.mobile.src}
              alt={gate.logos.mobile.alt}
              width={gate.logos.mobile.width}
              height={gate.logos.mobile.height}
              className="mx-auto h-8 w-auto md:h-10"
            />
          </picture>
          {screen === 'question' ? (
            <Question gate={gate} headingId={headingId} headingRef={headingRef} onAnswer={answer} />
          ) : screen === 'denied' ? (
            <Denied gate={gate} headingId={headingId} headingRef={headingRef} onBack={() => setScreen('question')} />
          ) : (
            <Medical
              gate={gate}
              headingId={headingId}
              headingRef={headingRef}
              onProceed={pass}
              onBack={() => setScreen('question')}
            />
          )}
        </div>
      </div>
    </div>
  )
}

type HeadingProps = { headingId: string; headingRef: React.RefObject<HTMLHeadingElement | null> }

const headingClass = 'font-display text-2xl font-semibold text-ink outline-none'

function Question({
  gate,
  headingId,
  headingRef,
  onAnswer,
}: HeadingProps & { gate: AgeGateView; onAnswer: (outcome: 'verified' | 'medical' | 'denied') => void }) {
  const { pathname, search } = useLocation()
  // 'No' and the birthday form need the script; 'Yes' also works as a plain form post.
  const hydrated = useHydrated()
  return (
    <>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{gate.welcomeText}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cx(headingClass, 'mt-2')}>
        {gate.verificationQuestion}
      </h2>
      <p className="mt-2 text-base text-ink-muted">{gate.additionalQuestion}</p>
      {gate.mode === 'birthday' ? (
        <BirthdayForm gate={gate} onAnswer={onAnswer} hydrated={hydrated} />
      ) : (
        <form
          method="post"
          action="/age-gate"
          className="mt-6 flex flex-col gap-3 sm:flex-row-reverse"
          onSubmit={(event) => {
            event.preventDefault()
            onAnswer('verified')
          }}
        >
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <Button type="submit" size="lg" name="answer" value="yes" className="sm:flex-1">
            {gate.yesLabel}
          </Button>
          <Button variant="secondary" size="lg" className="sm:flex-1" disabled={!hydrated} onClick={() => onAnswer('denied')}>
            {gate.noLabel}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {gate.termsText}{' '}
        {gate.termsLinks.map((link, index) => (
          <span key={link.url}>
            {index > 0 ? (index === gate.termsLinks.length - 1 ? ' and ' : ', ') : null}
            <Link to={link.url} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {link.label}
            </Link>
          </span>
        ))}
        .
      </p>
    </>
  )
}

function BirthdayForm({
  gate,
  onAnswer,
  hydrated,
}: {
  gate: AgeGateView
  onAnswer: (outcome: 'verified' | 'medical' | 'denied') => void
  hydrated: boolean
}) {
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const hintId = useId()
  const complete = value.length === BIRTHDATE_LENGTH

  const onChange = (raw: string) => {
    const masked = maskBirthdate(raw)
    setValue(masked)
    setInvalid(masked.length === BIRTHDATE_LENGTH && classifyBirthdate(masked, localToday(), gate.ageLimit) === 'invalid')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!complete) return
    const outcome = classifyBirthdate(value, localToday(), gate.ageLimit)
    if (outcome === 'invalid') setInvalid(true)
    else onAnswer(outcome)
  }

  return (
    <form className="mt-6 flex flex-col gap-4 text-left" noValidate onSubmit={onSubmit}>
      {invalid ? (
        <p role="alert" className="rounded-md bg-danger-tint px-4 py-3 text-sm font-medium text-danger">
          {INVALID_DATE_BANNER}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {gate.birthdateLabel}
        </label>
        <input
          id={inputId}
          name="birthdate"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="MM/DD/YYYY"
          required
          disabled={!hydrated}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          className={cx(
            'min-h-12 rounded-md border bg-surface px-4 text-lg tracking-wider text-ink tabular-nums placeholder:text-ink-subtle',
            invalid ? 'border-danger' : 'border-line-strong',
          )}
        />
        <p id={hintId} className="text-xs text-ink-muted">
          Month, day and year, for example 07/04/1990
        </p>
        {invalid ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {INVALID_DATE_MESSAGE}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={!complete || invalid}>
        {gate.submitLabel}
      </Button>
    </form>
  )
}

function Denied({ gate, headingId, headingRef, onBack }: HeadingProps & { gate: AgeGateView; onBack: () => void }) {
  const { image } = gate.denied
  return (
    <>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="mx-auto mt-6 h-auto w-48" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cx(headingClass, 'mt-4')}>
        {gate.denied.heading}
      </h2>
      <p className="mt-3 text-base text-ink-muted">{gate.denied.subheading}</p>
      <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={onBack}>
        {gate.denied.backLabel}
      </Button>
    </>
  )
}

function Medical({
  gate,
  headingId,
  headingRef,
  onProceed,
  onBack,
}: HeadingProps & { gate: AgeGateView; onProceed: () => void; onBack: () => void }) {
  const { thumbnail } = gate.logos
  return (
    <>
      <img src={thumbnail.src} alt={thumbnail.alt} width={thumbnail.width} height={thumbnail.height} className="mx-auto mt-6 size-12" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cx(headingClass, 'mt-4')}>
        {gate.underAge.title}
      </h2>
      <p className="mt-3 text-base text-ink-muted">{gate.underAge.description}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={onProceed}>
          {gate.underAge.ctaText}
        </Button>
        <Button variant="ghost" size="lg" onClick={onBack}>
          {gate.underAge.backLabel}
        </Button>
      </div>
    </>
  )
}
