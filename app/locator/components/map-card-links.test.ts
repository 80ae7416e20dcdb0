import { describe, expect, it } from 'vitest'
import { blogHref } from '~/blog/listing'
import { ARTICLE_CATEGORIES } from '~/blog/blog-schema'
import { slugify } from '~/blog/slug'
import { MAP_CARD_BLOG_HREF } from './map-section'

describe('map card links (000 §2)', () => {
  it('point to an existing blog category, at the address the blog itself builds for it', () => {
    const slug = new URL(MAP_CARD_BLOG_HREF, 'http://x').searchParams.get('filter-category') ?? ''
    expect(ARTICLE_CATEGORIES.map((category) => slugify(category))).toContain(slug)
    expect(MAP_CARD_BLOG_HREF).toBe(blogHref([slug]))
  })
})
