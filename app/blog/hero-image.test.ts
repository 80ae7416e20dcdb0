import { describe, expect, it } from 'vitest'
import { renderHeroArt } from './hero-art'
import { heroImage, heroWidthFor, parseHeroFileName } from './hero-image'

describe('hero widths (001 §9: 1920, 1280 or 767 by viewport)', () => {
  it.each([
    [320, 767],
    [390, 767],
    [767, 767],
    [768, 1280],
    [1279, 1280],
    [1280, 1920],
    [1440, 1920],
    [2560, 1920],
  ])('%d px viewport → %d', (viewport, width) => {
    expect(heroWidthFor(viewport)).toBe(width)
  })

  it('the picture element offers the widths by the same media conditions', () => {
    expect(heroImage({ categorySlug: 'lifestyle', slug: 'a-b' })).toEqual({
      alt: '',
      src: '/images/blog/lifestyle--a-b--767.svg',
      width: 767,
      height: 480,
      sources: [
        { media: '(min-width: 1280px)', srcSet: '/images/blog/lifestyle--a-b--1920.svg', width: 1920, height: 640 },
        { media: '(min-width: 768px)', srcSet: '/images/blog/lifestyle--a-b--1280.svg', width: 1280, height: 560 },
      ],
    })
  })
})

describe('parseHeroFileName', () => {
  it.each([
    ['lifestyle--a-b--767.svg', { categorySlug: 'lifestyle', slug: 'a-b', width: 767 }],
    ['recipes--low-dose-brownies--1920.svg', { categorySlug: 'recipes', slug: 'low-dose-brownies', width: 1920 }],
    ['strains-and-terpenes--terpenes-101--1280.svg', { categorySlug: 'strains-and-terpenes', slug: 'terpenes-101', width: 1280 }],
    ['gossip--a--767.svg', null],
    ['lifestyle--a--800.svg', null],
    ['lifestyle--A--767.svg', null],
    ['lifestyle--a--767.png', null],
    ['lifestyle--a--767.svg?x', null],
    ['../lifestyle--a--767.svg', null],
  ])('%s → %j', (file, key) => {
    expect(parseHeroFileName(file)).toEqual(key)
  })
})

describe('renderHeroArt', () => {
  it('is a pure function of the key, sized to the width, and differs between entries', () => {
    const a = renderHeroArt({ categorySlug: 'lifestyle', slug: 'a', width: 1920 })
    expect(renderHeroArt({ categorySlug: 'lifestyle', slug: 'a', width: 1920 })).toBe(a)
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1920" height="640" viewBox="0 0 1920 640">/)
    expect(renderHeroArt({ categorySlug: 'lifestyle', slug: 'b', width: 1920 })).not.toBe(a)
    expect(a).not.toMatch(/<script|href=/)
  })
})
