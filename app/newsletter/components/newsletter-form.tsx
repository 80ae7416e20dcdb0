import { Form, useNavigation } from 'react-router'
import { CheckboxField, ErrorSummary } from '~/auth/components/form-controls'
import type { CannabisInsiderPage } from '~/content-pages/content-pages.server'
import { Button } from '~/ui/button'
import { cx } from '~/ui/cx'
import { prose } from '~/ui/prose'
import { TextField } from '~/ui/text-field'

type Refusal = { errors: Partial<Record<string, string>>; values?: Record<string, string> }

/**
 * The Cannabis Insider sign-up: a plain form posted to /cannabis-insider, so it works without
 * JavaScript (the answer is a whole page); with it, the same action answers in place.
 */
export function NewsletterForm({ copy, refused, defaultEmail }: { copy: CannabisInsiderPage['form']; refused?: Refusal; defaultEmail?: string }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" action="/cannabis-insider" noValidate aria-labelledby="newsletter-form-heading" className="flex flex-col gap-4">
      <h2 id="newsletter-form-heading" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {copy.heading}
      </h2>
      <p className="text-base text-ink-muted">{copy.intro}</p>
      <ErrorSummary errors={refused?.errors} labels={{ email: copy.emailLabel, ageConfirmed: copy.ageLabel }} idPrefix="newsletter" />
      <TextField
        id="newsletter-email"
        name="email"
        type="email"
        label={copy.emailLabel}
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        required
        defaultValue={refused?.values?.email ?? defaultEmail}
        error={refused?.errors.email}
      />
      <CheckboxField
        id="newsletter-ageConfirmed"
        name="ageConfirmed"
        label={copy.ageLabel}
        required
        defaultChecked={refused?.values?.ageConfirmed === 'on'}
        error={refused?.errors.ageConfirmed}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? 'Subscribing…' : copy.submitLabel}
      </Button>
      <div className={cx(prose, 'text-sm text-ink-muted')} dangerouslySetInnerHTML={{ __html: copy.privacyNoteHtml }} />
    </Form>
  )
}
