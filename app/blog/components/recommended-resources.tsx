import { Link } from 'react-router'
import { ArrowRight, FileText } from '~/ui/icons'
import { Container } from '~/ui/container'
import { RECOMMENDED_RESOURCES_TITLE, type RecommendedResource } from '../recommended'

/**
 * Recommended resources under an article or a recipe (000 §2; picked by app/blog/recommended.ts):
 * each item its title, description and the 'Go to Resource' label (001 §9's wording for resources).
 * Plain links, drawn by the server; no code of its own in the browser.
 */
export function RecommendedResources({ items }: { items: RecommendedResource[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="recommended-resources-title" className="pb-10 md:pb-14">
      <Container>
        <h2 id="recommended-resources-title" className="font-display text-2xl font-semibold text-ink">
          {RECOMMENDED_RESOURCES_TITLE}
        </h2>
        <ul aria-label={RECOMMENDED_RESOURCES_TITLE} className="mt-5 grid gap-4 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.href} className="flex">
              <article className="group relative flex flex-1 flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md">
                <FileText aria-hidden="true" className="size-5 text-brand-700" />
                <h3 className="font-display text-lg font-semibold text-ink">
                  <Link to={item.href} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
                    {item.title}
                  </Link>
                </h3>
                <p className="text-sm text-ink-muted">{item.description}</p>
                <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-800">
                  Go to Resource
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
