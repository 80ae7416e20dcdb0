import { Link } from 'react-router'
import { ArticleCard } from '~/blog/components/article-card'
import { SearchX } from '~/ui/icons'
import type { SearchFallback } from '../fallback.server'

/**
 * The no-results block (002 §2): what happened, then the host's fallback content — searches to try
 * instead, pages to browse and articles to start from.
 */
export function NoResults({ fallback }: { fallback: SearchFallback }) {
  return (
    <section aria-labelledby="no-results-title" className="flex flex-col gap-8">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" strokeWidth={1.6} />
        </span>
        <h2 id="no-results-title" className="font-display text-xl font-semibold text-ink">
          {fallback.title}
        </h2>
        <p className="max-w-xl text-base text-ink-muted">{fallback.message}</p>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <SuggestionList title={fallback.suggestionsTitle} id="no-results-searches" items={fallback.suggestions} pills />
        <SuggestionList title={fallback.linksTitle} id="no-results-links" items={fallback.links} />
      </div>
      {fallback.articles.length > 0 ? (
        <div className="flex flex-col gap-4">
          <h3 id="no-results-articles" className="font-display text-lg font-semibold text-ink">
            {fallback.articlesTitle}
          </h3>
          <ul aria-labelledby="no-results-articles" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {fallback.articles.map((article) => (
              <li key={article.key} className="flex flex-col">
                <ArticleCard card={article} details={article.details} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function SuggestionList({ title, id, items, pills = false }: { title: string; id: string; items: { label: string; href: string }[]; pills?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 id={id} className="font-display text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul aria-labelledby={id} className={pills ? 'flex flex-wrap gap-2' : 'flex flex-col'}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className={
                pills
                  ? 'inline-flex min-h-11 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800'
                  : 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline'
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
