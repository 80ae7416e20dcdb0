import { ArrowRight, MapPin } from '~/ui/icons'
import { Link } from 'react-router'
import { getContent } from '~/content/content.server'
import { listStatesWithDispensaries } from '~/dispensaries/dispensaries.server'
import { getEnv } from '~/env.server'
import { hrefForRegion, isAbsoluteHref, ohioOriginFor } from '~/site/links'
import { getRegion } from '~/site/region.server'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { EmptyState } from '~/ui/empty-state'
import { RouteErrorBoundary } from '~/ui/error-page'
import { chainNameFrom, pageMeta } from '~/ui/meta'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Cannabis dispensaries and menus near you',
    description: getDescription(matches),
    chainName: chainNameFrom(matches),
  })
}

function getDescription(matches: Route.MetaArgs['matches']): string {
  const root = matches[0]?.loaderData
  return root
    ? `${root.site.tagline} Find a ${root.site.chainName} dispensary near you, browse its menu and reserve for pickup.`
    : 'Find a dispensary near you, browse its menu and reserve for pickup.'
}

/**
 * The states with dispensaries. The main host lists only its own states (002 §6), and Ohio as a link
 * to the Ohio storefront, as the footer's 'Ohio dispensaries' link is (000 §2: links to Ohio content
 * go to the Ohio host), so the two agree; without an Ohio host configured, neither has it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const region = getRegion(request)
  const ohioOrigin = region === 'main' ? ohioOriginFor(request.url, getEnv().OHIO_HOSTS) : undefined
  const [own, ohio] = await Promise.all([
    listStatesWithDispensaries(region),
    ohioOrigin ? listStatesWithDispensaries('ohio') : Promise.resolve([]),
  ])
  const states = [...own, ...ohio]
    .map((state) => ({
      name: state.name,
      code: state.code,
      path: hrefForRegion(state.path, region, ohioOrigin),
      open: state.dispensaries.filter((d) => !d.comingSoon).length,
      comingSoon: state.dispensaries.filter((d) => d.comingSoon).length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { home: getContent().home(), states }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, states } = loaderData
  return (
    <>
      {/* The first frame waits for the hero: it ends where 'near-you' starts (decision 0037). */}
      <link rel="expect" href="#near-you" blocking="render" />
      <section className="relative overflow-hidden border-b border-line bg-brand-50">
        <HeroArt />
        <Container className="relative py-14 md:py-24">
          <div className="max-w-2xl">
            <h1 className="font-display text-2xl font-semibold text-brand-950 md:text-3xl">{home.hero.heading}</h1>
            <p className="mt-5 max-w-xl text-base text-ink-muted md:text-lg">{home.hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/dispensaries" size="lg">
                <MapPin aria-hidden="true" className="size-5" />
                Find a dispensary
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="near-you" className="py-14 md:py-20">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="near-you" className="font-display text-xl font-semibold md:text-2xl">
                Find a dispensary near you
              </h2>
              <p className="mt-2 text-base text-ink-muted">Choose your state to see its stores, hours and menus.</p>
            </div>
            <Link
              to="/dispensaries"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              All dispensaries
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {states.length ? (
            <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 md:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {states.map((state) => (
                <li key={state.path}>
                  <StateLink
                    to={state.path}
                    className="group flex min-h-24 items-center gap-4 rounded-xl border border-line bg-surface p-4 shadow-card transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-raised md:p-5"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 font-display text-base font-semibold text-brand-800"
                    >
                      {state.code}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-display text-lg font-semibold text-ink">{state.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {storeCount(state.open, state.comingSoon)}
                        {isAbsoluteHref(state.path) ? ' · on our Ohio site' : ''}
                      </span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    />
                  </StateLink>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={MapPin} title="No dispensaries listed yet" className="mt-8" headingLevel={3}>
              Our stores will appear here as soon as they open.
            </EmptyState>
          )}
        </Container>
      </section>

      <section aria-labelledby="how-it-works" className="border-y border-line bg-surface py-14 md:py-20">
        <Container>
          <h2 id="how-it-works" className="font-display text-xl font-semibold md:text-2xl">
            How it works
          </h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
            {home.steps.map((step, index) => (
              <li key={step.title} className="flex flex-col gap-3 rounded-xl bg-canvas p-6">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                <p className="text-base text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="about" className="py-14 md:py-20">
        <Container className="grid gap-6 md:grid-cols-[1fr_2fr] md:gap-12">
          <h2 id="about" className="font-display text-xl font-semibold md:text-2xl">
            {home.about.heading}
          </h2>
          <p className="text-base text-ink-muted md:text-lg">{home.about.text}</p>
        </Container>
      </section>
    </>
  )
}

/** A router link, or a plain one for a state on another host (the Ohio storefront). */
function StateLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  if (isAbsoluteHref(to)) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}

function storeCount(open: number, comingSoon: number): string {
  const parts = []
  if (open) parts.push(`${open} ${open === 1 ? 'dispensary' : 'dispensaries'}`)
  if (comingSoon) parts.push(`${comingSoon} coming soon`)
  return parts.join(' · ')
}

/** Soft meadow arcs behind the hero text: decoration only. */
function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 600 600"
      className="pointer-events-none absolute -right-48 -bottom-64 size-[32rem] text-brand-100 md:-right-24 md:-bottom-48 md:size-[40rem]"
    >
      <circle cx="300" cy="300" r="290" fill="none" stroke="currentColor" strokeWidth="28" />
      <circle cx="300" cy="300" r="220" fill="none" stroke="currentColor" strokeWidth="20" opacity="0.8" />
      <circle cx="300" cy="300" r="150" fill="none" stroke="currentColor" strokeWidth="14" opacity="0.6" />
      <circle cx="300" cy="300" r="80" fill="currentColor" opacity="0.5" />
    </svg>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
