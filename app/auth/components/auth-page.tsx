import type { ReactNode } from 'react'
import { Container } from '~/ui/container'

/** The sign-in, sign-up and password pages: one calm card, centred, with the page's one h1. */
export function AuthPage({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Container className="flex justify-center pt-6 pb-14 md:pt-12 md:pb-20">
      <div className="w-full max-w-xl rounded-xl border border-line bg-surface px-5 py-6 shadow-card sm:px-8 sm:py-8">
        <h1 className="font-display text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-base text-ink-muted">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  )
}
