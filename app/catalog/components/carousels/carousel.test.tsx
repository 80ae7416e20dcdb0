// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A stand-in for Embla: four snaps, moved by scrollNext/scrollPrev/scrollTo, 'select' reported. */
const embla = vi.hoisted(() => {
  type Listener = (api: unknown) => void
  const state = { created: 0, moves: [] as string[] }
  function FakeEmbla(node: HTMLElement) {
    state.created += 1
    let snap = 0
    const listeners = new Map<string, Listener[]>()
    const api = {
      rootNode: () => node,
      canScrollPrev: () => snap > 0,
      canScrollNext: () => snap < 3,
      scrollSnapList: () => [0, 1, 2, 3],
      selectedScrollSnap: () => snap,
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener])
        return api
      },
      off(event: string, listener: Listener) {
        listeners.set(event, (listeners.get(event) ?? []).filter((item) => item !== listener))
        return api
      },
      destroy() {},
      reInit() {},
      scrollNext() {
        state.moves.push('next')
        move(Math.min(3, snap + 1))
      },
      scrollPrev() {
        state.moves.push('previous')
        move(Math.max(0, snap - 1))
      },
      scrollTo(index: number) {
        state.moves.push(`to ${index}`)
        move(index)
      },
    }
    function move(to: number) {
      if (to === snap) return
      snap = to
      for (const listener of listeners.get('select') ?? []) listener(api)
    }
    return api
  }
  return { state, FakeEmbla }
})

vi.mock('embla-carousel', () => ({ default: embla.FakeEmbla }))

const { Carousel } = await import('./carousel')

let container: HTMLElement
let root: Root

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  embla.state.created = 0
  embla.state.moves = []
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

const items = ['Green Wednesday', 'Harvest weekends', 'Holiday gift sets', 'Patient appreciation week'].map((title) => ({
  key: title,
  content: <h3>{title}</h3>,
}))

const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!

async function carouselCodeArrives() {
  await act(async () => {
    // The chunk's import resolves, then each carousel starts in a timer task of its own (fake
    // timers here: until they run, the row has no Embla, as while its chunk is on the way).
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(1)
  })
}

describe('the carousel before its code has come', () => {
  it('a press on Next made before Embla is in moves the row once it is, instead of being lost', async () => {
    act(() => root.render(<Carousel title="Event Discounts" items={items} slideClassName="w-[85%]" />))
    // Server state: Next enabled (most rows scroll), Previous not.
    expect(button('Next slides').getAttribute('aria-disabled')).toBe('false')
    expect(button('Previous slides').getAttribute('aria-disabled')).toBe('true')

    act(() => button('Next slides').click())
    expect(embla.state.created).toBe(0)

    await carouselCodeArrives()
    expect(embla.state.created).toBe(1)
    expect(embla.state.moves).toEqual(['next'])
    expect(button('Previous slides').getAttribute('aria-disabled')).toBe('false')
    expect(container.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('Page 2 of 4')
  })

  it('only the last early press counts, and the 800 ms lock follows it as after any move', async () => {
    act(() => root.render(<Carousel title="Event Discounts" items={items} slideClassName="w-[85%]" />))
    act(() => button('Next slides').click())
    act(() => button('Next slides').click())
    await carouselCodeArrives()
    expect(embla.state.moves).toEqual(['next'])

    // Within the lock a further press is ignored; after it, it moves.
    act(() => button('Next slides').click())
    expect(embla.state.moves).toEqual(['next'])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(801)
    })
    act(() => button('Next slides').click())
    expect(embla.state.moves).toEqual(['next', 'next'])
  })

  it('without an early press the row stays on its first page when the code comes', async () => {
    act(() => root.render(<Carousel title="Event Discounts" items={items} slideClassName="w-[85%]" />))
    await carouselCodeArrives()
    expect(embla.state.moves).toEqual([])
    expect(button('Previous slides').getAttribute('aria-disabled')).toBe('true')
    expect(container.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('Page 1 of 4')
  })
})
