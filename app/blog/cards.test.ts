import { describe, expect, it } from 'vitest'
import type { BlogEntry } from './blog-schema'
import { ctaTextFor, toCard } from './cards'

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
    })
  })
})
