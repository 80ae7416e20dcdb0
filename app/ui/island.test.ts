// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { describeControl, findControl } from './island'

/** A row as the server renders it: two product cards, each with a link and a form button. */
const STATIC_ROW = `
  <section>
    <button aria-label="Previous slides"></button><button aria-label="Next slides"></button>
    <article data-placement="carousel:flower" data-position="0" aria-label="Do-Si-Dos">
      <a href="/p/1">Do-Si-Dos</a>
      <form><input type="hidden" name="productId" value="1"><button>Add to cart</button></form>
    </article>
    <article data-placement="carousel:flower" data-position="1" aria-label="Runtz">
      <a href="/p/2">Runtz</a>
      <form><input type="hidden" name="productId" value="2"><button>Add to cart</button></form>
    </article>
  </section>`

function root(html: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html
  return element
}

function cardButton(container: Element, position: number): HTMLElement {
  return container.querySelector(`[data-position="${position}"] button`) as HTMLElement
}

describe('a control held on the static copy is found again in the live render', () => {
  it.each([
    ['the same markup', STATIC_ROW],
    // The live carousel has page dots and a 'See All' link before the cards.
    ['controls added before the card', STATIC_ROW.replace('<section>', '<section><a href="/all">See All</a><button>Page 1</button>')],
    // Another card's cart state changed: its button now reads 'Edit quantity' and a stepper came.
    [
      "an earlier card's controls changed",
      STATIC_ROW.replace(
        '<button>Add to cart</button></form>\n    </article>\n    <article data-placement="carousel:flower" data-position="1"',
        '<button aria-label="Edit quantity, 2 in cart">Edit quantity</button><button>Remove</button></form>\n    </article>\n    <article data-placement="carousel:flower" data-position="1"',
      ),
    ],
  ])('%s', (_, liveHtml) => {
    const staticCopy = root(STATIC_ROW)
    const key = describeControl(staticCopy, cardButton(staticCopy, 1))
    const live = root(liveHtml)
    expect(findControl(live, key)).toBe(cardButton(live, 1))
  })

  it('a control outside any card: by kind and name within the island', () => {
    const staticCopy = root(STATIC_ROW)
    const next = staticCopy.querySelector('[aria-label="Next slides"]') as Element
    const live = root(`<a href="/all">See All</a>${STATIC_ROW}`)
    expect(findControl(live, describeControl(staticCopy, next))).toBe(live.querySelector('[aria-label="Next slides"]'))
  })

  it("the card's own control renamed (its cart state changed): the same place in the same card", () => {
    const staticCopy = root(STATIC_ROW)
    const key = describeControl(staticCopy, cardButton(staticCopy, 0))
    const live = root(STATIC_ROW.replace('<button>Add to cart</button>', '<button aria-label="Edit quantity, 1 in cart">Edit quantity</button>'))
    expect(findControl(live, key)).toBe(cardButton(live, 0))
  })

  it('nothing rather than another control when the card is gone or the place holds another kind of control', () => {
    const staticCopy = root(STATIC_ROW)
    const key = describeControl(staticCopy, cardButton(staticCopy, 1))
    expect(findControl(root(STATIC_ROW.replace('data-position="1"', 'data-position="7"')), key)).toBeNull()
    const linkInstead = root(STATIC_ROW.replace(/<form><input type="hidden" name="productId" value="2"><button>Add to cart<\/button><\/form>/, '<a href="/x">Sold out</a>'))
    expect(findControl(linkInstead, key)).toBeNull()
  })

  it('item attributes with quotes or backslashes', () => {
    const html = '<article data-placement="carousel:a&quot;b\\c" data-position="0"><button>Add to cart</button></article>'
    const staticCopy = root(html)
    const key = describeControl(staticCopy, staticCopy.querySelector('button') as Element)
    const live = root(html)
    expect(findControl(live, key)).toBe(live.querySelector('button'))
  })
})

describe('taps before the page\'s scripts ran (EARLY_TAP_SCRIPT)', () => {
  it('holds a tap on a button, hands it to the island that holds it, and lets clicks through once the page is live', async () => {
    const { takeEarlyTap, endEarlyTaps } = await import('./island')
    const { EARLY_TAP_SCRIPT } = await import('~/site/early-taps.server')
    document.body.innerHTML = `
      <div id="row"><form><button>Add to cart</button></form><a href="#product">Runtz</a></div>
      <div id="header"><button>Menu</button></div>`
    new Function(EARLY_TAP_SCRIPT)()
    const button = document.querySelector<HTMLButtonElement>('#row button')!
    const submits: string[] = []
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submits.push('submit')
    })

    const held = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    button.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    expect(submits).toEqual([])
    // A link works as it is.
    const link = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')!.dispatchEvent(link)
    expect(link.defaultPrevented).toBe(false)

    expect(takeEarlyTap(document.querySelector('#header')!)).toBeNull()
    expect(takeEarlyTap(document.querySelector('#row')!)).toBe(button)
    expect(takeEarlyTap(document.querySelector('#row')!)).toBeNull()

    // A tap on a button outside the islands is held, then made again once the page is live.
    const menu = document.querySelector<HTMLButtonElement>('#header button')!
    const menuClicks: boolean[] = []
    menu.addEventListener('click', (event) => menuClicks.push(event.isTrusted))
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    menu.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(menuClicks).toHaveLength(0)
    endEarlyTaps()
    // Not while its part of the page is still to hydrate (React has not put its props on it yet)…
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(menuClicks).toHaveLength(0)
    // …then once it has.
    Object.assign(menu, { __reactProps$test: {} })
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(menuClicks).toHaveLength(1)

    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    button.dispatchEvent(later)
    expect(submits).toEqual(['submit'])
  })
})
