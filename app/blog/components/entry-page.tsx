import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { prose } from '~/ui/prose'
import { cx } from '~/ui/cx'
import type { ArticlePageData, RecipePageData, RenderedSection } from '../blog.server'
import { ArticleGrid } from './article-card'
import { TableOfContents } from './table-of-contents'

type Entry = ArticlePageData | RecipePageData

/** Marks the end of the text: past it, the table of contents folds into its drawer (002 §2). */
export const TOC_END_MARKER_ID = 'content-end'

/**
 * The hero of an article or recipe (002 §2; 001 §3 'Article hero'): breadcrumbs, category, date,
 * title, subtitle, author, read time and, for recipes, preparation time and difficulty; then the
 * picture at 1920, 1280 or 767 wide by viewport (001 §9).
 */
export function EntryHero({ entry, crumbs, facts }: { entry: Entry; crumbs: Crumb[]; facts?: ReactNode }) {
  const { hero } = entry
  return (
    <Container className="pt-3 md:pt-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-4 flex max-w-3xl flex-col gap-3">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link to={entry.categoryHref} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline md:min-h-0">
            {entry.category}
          </Link>
          {entry.date ? (
            <time dateTime={entry.date.iso} className="text-ink-muted">
              {entry.date.label}
            </time>
          ) : null}
          <span className="text-ink-muted">{entry.readTime}</span>
        </p>
        <h1 className="font-display text-3xl font-semibold text-balance text-ink md:text-4xl">{entry.title}</h1>
        <p className="text-lg text-ink-muted">{entry.subTitle}</p>
        <p className="text-sm text-ink-muted">
          By <span className="font-medium text-ink">{entry.author.name}</span>, {entry.author.role}
          {entry.updated ? (
            <>
              {' · Updated '}
              <time dateTime={entry.updated.iso}>{entry.updated.label}</time>
            </>
          ) : null}
        </p>
        {facts}
      </header>
      <picture>
        {hero.sources.map((source) => (
          <source key={source.width} media={source.media} srcSet={source.srcSet} width={source.width} height={source.height} />
        ))}
        <img
          src={hero.src}
          width={hero.width}
          height={hero.height}
          alt={hero.alt}
          fetchPriority="high"
          className="mt-6 h-auto w-full rounded-xl bg-sunken md:mt-8"
        />
      </picture>
    </Container>
  )
}

/** The text beside its table of contents; `children` goes between the intro and the sections (a recipe's ingredients and method). */
export function EntryBody({ entry, children }: { entry: Entry; children?: ReactNode }) {
  const hasToc = entry.toc.length > 0
  return (
    <Container className="pt-8 pb-12 md:pt-10">
      <div className={cx('grid gap-8', hasToc && 'lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-14')}>
        <div className="min-w-0 max-w-3xl">
          {hasToc ? (
            <div className="mb-8 lg:hidden">
              <TableOfContents items={entry.toc} endMarkerId={TOC_END_MARKER_ID} variant="disclosure" />
            </div>
          ) : null}
          {entry.introHtml ? <div className={cx(prose, 'text-lg')} dangerouslySetInnerHTML={{ __html: entry.introHtml }} /> : null}
          {children}
          {entry.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
          <div id={TOC_END_MARKER_ID} />
        </div>
        {hasToc ? (
          <aside className="hidden lg:block">
            <TableOfContents items={entry.toc} endMarkerId={TOC_END_MARKER_ID} variant="panel" />
          </aside>
        ) : null}
      </div>
    </Container>
  )
}

/** A titled section; its heading takes focus when the table of contents leads to it. */
function Section({ section }: { section: RenderedSection }) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <SectionHeading id={section.id}>{section.title}</SectionHeading>
      <div className={cx(prose, 'mt-4')} dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  )
}

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="scroll-mt-24 font-display text-2xl font-semibold text-ink focus:outline-none">
      {children}
    </h2>
  )
}

/** More from the same category. */
export function RelatedEntries({ entry }: { entry: Entry }) {
  if (entry.related.length === 0) return null
  const title = entry.type === 'recipe' ? 'More recipes' : `More in ${entry.category}`
  return (
    <section aria-labelledby="related-title" className="border-t border-line bg-sunken/60 py-10 md:py-14">
      <Container>
        <h2 id="related-title" className="mb-6 font-display text-2xl font-semibold text-ink">
          {title}
        </h2>
        <ArticleGrid cards={entry.related} label={title} headingLevel={3} />
      </Container>
    </section>
  )
}
