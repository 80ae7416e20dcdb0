import { Container } from '~/ui/container'

/** The 403 page of the staff leads pages. */
export function StaffLeadsForbidden() {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
      <h1 className="font-display text-2xl font-semibold text-ink md:text-3xl">Staff only</h1>
      <p className="max-w-md text-ink-muted">Leads are for store staff. Sign in with your store’s staff account to read them.</p>
    </Container>
  )
}
