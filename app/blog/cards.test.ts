import { describe, expect, it } from 'vitest'
import type { BlogEntry } from './blog-schema'
import { ctaTextFor, toCard, withStateFaqAnchor } from './cards'

describe('article cards (000 §3, 001 §9)', () => {
  it.each([
    ['Cannabis 101', 'Read More'],
    ['Recipes', 'Read More'],
    ['Resources', 'Go to Resource'],
  ])('%s → %s', (category, cta) => {
    expect(ctaTextFor(category)).toBe(cta)
  })

  const base = { slug: 's', title: 'T', description: 'D', publishDate: '2026-03-09' }
  it.each([
    {
      name: 'an article shows its long date',
      entry: { ...base, type: 'article', category: 'Lifestyle', categorySlug: 'lifestyle', path: '/blog/lifestyle/s' },
      date: { iso: '2026-03-09', label: 'March 9, 2026' },
      cta: 'Read More',
    },
    {
      name: 'a recipe shows MM.dd.yyyy',
      entry: { ...base, type: 'recipe', category: 'Recipes', categorySlug: 'recipes', path: '/blog/recipes/s' },
      date: { iso: '2026-03-09', label: '03.09.2026' },
      cta: 'Read More',
    },
    {
      name: 'a resource hides its date',
      entry: { ...base, type: 'article', category: 'Resources', categorySlug: 'resources', path: '/blog/resources/s' },
      date: null,
      cta: 'Go to Resource',
    },
  ])('$name', ({ entry, date, cta }) => {
    const card = toCard(entry as unknown as BlogEntry)
    expect(card).toEqual({
      key: entry.path,
      title: 'T',
      description: 'D',
      category: entry.category,
      href: entry.path,
      date,
      ctaText: cta,
      image: { src: `/images/blog/${entry.categorySlug}--s--767.svg`, width: 767, height: 480 },
      dispensaryCta: null,
    })
  })
})

describe('withStateFaqAnchor (000 §2: dispensary links in article cards get the state-FAQ anchor, where the page has it)', () => {
  it.each([
    ['a dispensary page', '/dispensaries/illinois/naperville', '/dispensaries/illinois/naperville#state-faq'],
    ['a dispensary page with a trailing slash', '/dispensaries/illinois/naperville/', '/dispensaries/illinois/naperville/#state-faq'],
    // Only the dispensary page has the FAQ section: other pages under /dispensaries keep their link.
    ['a state page', '/dispensaries/illinois', '/dispensaries/illinois'],
    ['a state’s deals page', '/dispensaries/illinois/deals', '/dispensaries/illinois/deals'],
    ['a menu page', '/dispensaries/illinois/naperville/1201/recreational-menu/', '/dispensaries/illinois/naperville/1201/recreational-menu/'],
    ['a product page', '/dispensaries/illinois/naperville/1201/recreational-menu/product/7/blue-dream', '/dispensaries/illinois/naperville/1201/recreational-menu/product/7/blue-dream'],
    ['a state’s medical-card page', '/dispensaries/illinois/getting-a-medical-card', '/dispensaries/illinois/getting-a-medical-card'],
    ['the medical-card guide', '/getting-a-medical-card', '/getting-a-medical-card'],
    ['a link with its own anchor', '/dispensaries/illinois/naperville#hours', '/dispensaries/illinois/naperville#hours'],
    ['a page that is not a dispensary', '/blog/lifestyle/s', '/blog/lifestyle/s'],
    ['the dispensaries index', '/dispensaries', '/dispensaries'],
  ])('%s', (_, href, expected) => {
    expect(withStateFaqAnchor(href)).toBe(expected)
  })

  it('toCard applies it to the entry’s dispensary call to action', () => {
    const entry = {
      slug: 's',
      title: 'T',
      description: 'D',
      publishDate: '2026-03-09',
      type: 'article',
      category: 'Dispensary Tips',
      categorySlug: 'dispensary-tips',
      path: '/blog/dispensary-tips/s',
      dispensaryCta: { title: 'Visit Naperville', url: '/dispensaries/illinois/naperville' },
    } as unknown as BlogEntry
    expect(toCard(entry).dispensaryCta).toEqual({ label: 'Visit Naperville', href: '/dispensaries/illinois/naperville#state-faq' })
    expect(toCard({ ...entry, dispensaryCta: undefined } as BlogEntry).dispensaryCta).toBeNull()
  })
})
