import { describe, expect, it } from 'vitest'
import { pickRecommendedResources, RECOMMENDED_RESOURCES_MAX, toRecommendedResource } from './recommended'

type Candidate = { path: string; title: string; description: string; category: string; states: string[]; showOnBlogListing: boolean }

const entry = (path: string, category: string, states: string[] = [], showOnBlogListing = true): Candidate => ({
  path,
  title: path.split('/').at(-1)!,
  description: `About ${path}`,
  category,
  states,
  showOnBlogListing,
})

// What a visitor may read, newest first (the caller's order).
const readable: Candidate[] = [
  entry('/blog/resources/renewal', 'Resources'),
  entry('/blog/resources/illinois-rules', 'Resources', ['IL']),
  entry('/blog/lifestyle/dinner', 'Lifestyle'),
  entry('/blog/resources/storage', 'Resources'),
  entry('/blog/resources/hidden', 'Resources', [], false),
  entry('/blog/resources/budtender', 'Resources'),
  entry('/blog/recipes/brownies', 'Recipes'),
]
const paths = (picked: Candidate[]) => picked.map((item) => item.path)

describe('pickRecommendedResources (000 §2 recommended resources; decision 0032)', () => {
  it.each([
    {
      name: 'no picks, no state: the newest listed resources',
      current: { path: '/blog/lifestyle/dinner', states: [], recommendedResources: [] },
      expected: ['/blog/resources/renewal', '/blog/resources/illinois-rules', '/blog/resources/storage'],
    },
    {
      name: 'the entry’s own picks first, in their order, then resources',
      current: { path: '/blog/lifestyle/dinner', states: [], recommendedResources: ['/blog/resources/budtender', '/blog/recipes/brownies'] },
      expected: ['/blog/resources/budtender', '/blog/recipes/brownies', '/blog/resources/renewal'],
    },
    {
      name: 'resources about one of the entry’s states come before the rest',
      current: { path: '/blog/dispensary-tips/illinois', states: ['IL'], recommendedResources: [] },
      expected: ['/blog/resources/illinois-rules', '/blog/resources/renewal', '/blog/resources/storage'],
    },
    {
      name: 'a pick the visitor may not read (another region, not yet published) is skipped',
      current: { path: '/blog/lifestyle/dinner', states: [], recommendedResources: ['/blog/dispensary-tips/ohio-only'] },
      expected: ['/blog/resources/renewal', '/blog/resources/illinois-rules', '/blog/resources/storage'],
    },
    {
      name: 'a resource never recommends itself',
      current: { path: '/blog/resources/renewal', states: [], recommendedResources: [] },
      expected: ['/blog/resources/illinois-rules', '/blog/resources/storage', '/blog/resources/budtender'],
    },
    {
      name: 'an unlisted resource fills nothing, but may be picked by name',
      current: { path: '/blog/lifestyle/dinner', states: [], recommendedResources: ['/blog/resources/hidden'] },
      expected: ['/blog/resources/hidden', '/blog/resources/renewal', '/blog/resources/illinois-rules'],
    },
  ])('$name', ({ current, expected }) => {
    expect(paths(pickRecommendedResources(current, readable))).toEqual(expected)
  })

  it('leaves out entries the page already shows (its “More in …” cards), picked or not', () => {
    const current = { path: '/blog/resources/renewal', states: [], recommendedResources: ['/blog/resources/storage'] }
    const related = ['/blog/resources/illinois-rules', '/blog/resources/storage', '/blog/resources/budtender']
    expect(paths(pickRecommendedResources(current, readable, related))).toEqual([])
  })

  it(`stops at ${RECOMMENDED_RESOURCES_MAX}, and an entry appears once`, () => {
    const current = {
      path: '/blog/recipes/brownies',
      states: [],
      recommendedResources: ['/blog/resources/storage', '/blog/resources/storage', '/blog/lifestyle/dinner', '/blog/resources/budtender'],
    }
    expect(paths(pickRecommendedResources(current, readable))).toEqual(['/blog/resources/storage', '/blog/lifestyle/dinner', '/blog/resources/budtender'])
  })

  it('is empty when there is nothing to recommend', () => {
    expect(pickRecommendedResources({ path: '/blog/a/b', states: [], recommendedResources: [] }, [])).toEqual([])
  })

  it('an item is listItemTitle, listItemDescription and slug (000 §3)', () => {
    expect(toRecommendedResource({ title: 'T', description: 'D', path: '/blog/resources/t' })).toEqual({ title: 'T', description: 'D', href: '/blog/resources/t' })
  })
})
