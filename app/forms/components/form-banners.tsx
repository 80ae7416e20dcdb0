import type { ReactNode } from 'react'

/**
 * The form banner and the form-success banner (001 §2.9): a registration page opens with the first
 * (what the form is for, how long it takes, what to have at hand) and a sent form is replaced by the
 * second, which takes focus so a screen reader announces it.
 */
export function FormBanner({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="rounded-2xl bg-brand-50 px-5 py-6 md:px-10 md:py-10">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 font-display text-2xl font-semibold text-ink md:text-4xl">{title}</h1>
      <div className="mt-3 flex max-w-3xl flex-col gap-2 text-base text-ink-muted">{children}</div>
    </header>
  )
}

export function FormSuccessBanner({ title, message }: { title: string; message: string }) {
  return (
    <section
      aria-labelledby="form-success-title"
      tabIndex={-1}
      ref={(node) => node?.focus()}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 outline-none md:p-10"
    >
      <h2 id="form-success-title" className="font-display text-xl font-semibold text-ink md:text-2xl">
        {title}
      </h2>
      <p role="status" className="mt-3 max-w-2xl text-base text-ink">
        {message}
      </p>
      <p className="mt-4 text-sm text-ink-muted">The dispensary keeps your registration with your patient profile: there is nothing to print or bring for it.</p>
    </section>
  )
}
