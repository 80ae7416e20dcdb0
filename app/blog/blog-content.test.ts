import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readMarkdown } from '~/content/content.server'
import { BlogContentError, loadBlog } from './blog-files.server'
import { ARTICLE_CATEGORIES } from './blog-schema'

// The committed content is the fixture (as in app/content/content.test.ts).
const committed = path.resolve(import.meta.dirname, '../../content')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'northmeadow-blog-'))
  for (const folder of ['articles', 'recipes']) await cp(path.join(committed, folder), path.join(dir, folder), { recursive: true })
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function loadError(): Promise<string> {
  const error = await loadBlog(dir, readMarkdown).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(BlogContentError)
  return (error as Error).message
}

const ARTICLE = (front: string, body = 'Intro.\n\n## Part one\nText.\n') => `---\n${front}\n---\n${body}`
const GOOD_FRONT = [
  'title: A test article',
  'subTitle: Its subtitle',
  'description: Its description.',
  'category: Lifestyle',
  'publishDate: 2026-01-05',
  'author:\n  name: A. Writer\n  role: Editor',
  'showToC: true',
].join('\n')

describe('the committed blog', () => {
  it('has 30+ articles across every category and 10+ recipes, newest first, at their addresses', async () => {
    const blog = await loadBlog(committed, readMarkdown)
    expect(blog.articles.length).toBeGreaterThanOrEqual(30)
    expect(blog.recipes.length).toBeGreaterThanOrEqual(10)
    for (const category of ARTICLE_CATEGORIES) {
      expect(blog.articles.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3)
    }
    const dates = blog.articles.map((a) => a.publishDate)
    expect(dates).toEqual(dates.toSorted().reverse())
    const glossary = blog.articles.find((a) => a.slug === 'cannabis-glossary')
    expect(glossary?.path).toBe('/blog/cannabis-101/cannabis-glossary')
    expect(blog.articles.find((a) => a.slug === 'terpenes-101')?.path).toBe('/blog/strains-and-terpenes/terpenes-101')
    expect(blog.recipes.find((r) => r.slug === 'low-dose-brownies')?.path).toBe('/blog/recipes/low-dose-brownies')
  })

  it('is real writing: every article has 250–600 words and at least one titled section', async () => {
    const blog = await loadBlog(committed, readMarkdown)
    for (const article of blog.articles) {
      const words = [article.title, article.intro, ...article.sections.flatMap((s) => [s.title, s.body])].join(' ').split(/\s+/).length
      expect(words, article.slug).toBeGreaterThanOrEqual(250)
      expect(words, article.slug).toBeLessThanOrEqual(600)
      expect(article.sections.length, article.slug).toBeGreaterThan(0)
      expect(`${article.intro} ${article.sections.map((s) => s.body).join(' ')}`).not.toMatch(/lorem|ipsum|TODO/i)
    }
  })

  it('computes read time from the words and keeps {no-toc} sections out of the table of contents', async () => {
    const blog = await loadBlog(committed, readMarkdown)
    const visit = blog.articles.find((a) => a.slug === 'first-dispensary-visit')!
    expect(visit.readTime).toBe(2)
    expect(visit.sections.map((s) => [s.title, s.useInToC])).toEqual([
      ['Bring a valid, unexpired ID', true],
      ['Check-in and the waiting area', true],
      ['Talking to a budtender', true],
      ['Paying and leaving', true],
      ['The short version', false],
    ])
  })
})

describe('loadBlog reports broken files', () => {
  it('names the file and the field of bad front matter', async () => {
    await writeFile(path.join(dir, 'articles', 'broken.md'), ARTICLE(GOOD_FRONT.replace('category: Lifestyle', 'category: Gossip')))
    const message = await loadError()
    expect(message).toContain(path.join(dir, 'articles', 'broken.md'))
    expect(message).toContain('category: must be one of: Cannabis 101, Product Guides')
  })

  it('every broken file at once, and impossible dates', async () => {
    await writeFile(path.join(dir, 'articles', 'one.md'), ARTICLE(GOOD_FRONT.replace('publishDate: 2026-01-05', 'publishDate: 2026-02-30')))
    await writeFile(path.join(dir, 'recipes', 'two.md'), ARTICLE(GOOD_FRONT))
    const message = await loadError()
    expect(message).toContain('one.md is invalid:\n  publishDate: is not a real date')
    expect(message).toContain('two.md is invalid:')
    expect(message).toContain('preparationTime:')
  })

  it('refuses a file name that is not a slug, a ToC with nothing to list and an empty section', async () => {
    await writeFile(path.join(dir, 'articles', 'Bad Name.md'), ARTICLE(GOOD_FRONT))
    await writeFile(path.join(dir, 'articles', 'no-toc.md'), ARTICLE(GOOD_FRONT, 'Intro.\n\n## Only {no-toc}\nText.'))
    await writeFile(path.join(dir, 'articles', 'empty-part.md'), ARTICLE(GOOD_FRONT, 'Intro.\n\n## Part\n\n## Next\nText.'))
    const message = await loadError()
    expect(message).toContain('Bad Name.md: the file name must be a slug')
    expect(message).toContain('no-toc.md is invalid:\n  showToC: is on but no section is listed')
    expect(message).toContain("empty-part.md is invalid:\n  sections[0] 'Part': has no text under its heading")
  })

  it('refuses a recipe that would take the recipes index address, and a missing folder', async () => {
    await writeFile(
      path.join(dir, 'recipes', 'recipes.md'),
      await readFile(path.join(committed, 'recipes', 'snack-board.md'), 'utf8'),
    )
    expect(await loadError()).toContain("'recipes' is the recipes index's address")
    await rm(path.join(dir, 'recipes'), { recursive: true })
    expect(await loadError()).toMatch(/Content folder .*recipes cannot be read: it does not exist/)
  })

  it('refuses recommended resources that are not other entries, or are named twice', async () => {
    const front = (paths: string[]) => `${GOOD_FRONT}\nrecommendedResources:\n${paths.map((p) => `  - ${p}`).join('\n')}`
    await writeFile(path.join(dir, 'articles', 'self.md'), ARTICLE(front(['/blog/lifestyle/self'])))
    await writeFile(path.join(dir, 'articles', 'gone.md'), ARTICLE(front(['/blog/resources/no-such-resource'])))
    await writeFile(path.join(dir, 'articles', 'twice.md'), ARTICLE(front(['/blog/resources/safe-storage-checklist', '/blog/resources/safe-storage-checklist'])))
    await writeFile(path.join(dir, 'articles', 'not-a-path.md'), ARTICLE(front(['safe-storage-checklist'])))
    const message = await loadError()
    expect(message).toContain('self.md is invalid:\n  recommendedResources[0]: an entry cannot recommend itself')
    expect(message).toContain('gone.md is invalid:\n  recommendedResources[0]: there is no article or recipe at /blog/resources/no-such-resource')
    expect(message).toContain('twice.md is invalid:\n  recommendedResources[1]: /blog/resources/safe-storage-checklist is listed twice')
    expect(message).toContain('not-a-path.md is invalid:\n  recommendedResources[0]: must be an article or recipe address')
  })

  it('loads a valid new article with its computed address and read time', async () => {
    await writeFile(path.join(dir, 'articles', 'new-one.md'), ARTICLE(GOOD_FRONT))
    const blog = await loadBlog(dir, readMarkdown)
    const entry = blog.articles.find((a) => a.slug === 'new-one')
    expect(entry).toMatchObject({ path: '/blog/lifestyle/new-one', categorySlug: 'lifestyle', readTime: 1, states: [], showOnBlogListing: true })
  })
})
