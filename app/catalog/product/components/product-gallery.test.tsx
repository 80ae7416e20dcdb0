import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProductGallery, wrapIndex } from './product-gallery'

describe('wrapIndex (000 §4: arrow keys wrap around)', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i → %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected)
  })
})

const render = (images: string[], index = 0) =>
  renderToStaticMarkup(<ProductGallery images={images} name="Blue Dream" lineage="hybrid" index={index} onIndexChange={() => {}} />)

describe('ProductGallery', () => {
  it('shows "No image available" for a product without images, and no gallery', () => {
    const html = render([])
    expect(html).toContain('No image available')
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('<img')
  })

  it('shows the current image with thumbnails and a closed gallery dialog', () => {
    const html = render(['/images/products/a.svg', '/images/products/b.svg'], 1)
    expect(html).toContain('alt="Blue Dream, image 2 of 2"')
    // Label in name (WCAG 2.5.3): the button's visible word starts its accessible name.
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>(<svg[^>]*>.*?<\/svg>)?Enlarge<span class="sr-only"> the images of Blue Dream<\/span><\/button>/)
    expect(html).not.toMatch(/aria-hidden="true">Enlarge/)
    expect(html).toMatch(/<dialog[^>]*aria-label="Image gallery: Blue Dream"/)
    expect(html).not.toMatch(/<dialog[^>]*\sopen(?=[\s=>])/)
    expect(html.match(/Show image \d of 2/g)).toEqual(['Show image 1 of 2', 'Show image 2 of 2'])
  })

  it('has no previous/next or thumbnails for a single image', () => {
    const html = render(['/images/products/a.svg'])
    expect(html).not.toContain('Next image')
    expect(html).not.toContain('Choose an image')
  })
})
