// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MapListing, MapProps } from '../types'
import { MapListingView, toggledSelection } from './map-listing'

const maps = vi.hoisted(() => ({ last: null as MapProps | null }))
vi.mock('../lazy-map', () => ({
  LazyMap(props: MapProps) {
    maps.last = props
    return <section aria-label={props.label} data-selected={props.selectedId ?? ''} />
  },
}))

function listing(id: string, title: string): MapListing {
  return {
    id, kind: 'dispensary', title, lat: 41.9, lng: -87.6, uri: `/dispensaries/illinois/${id}`, address: ['1 Main St', 'Chicago, IL 60601'],
    phone: '(312) 555-0100', website: null, email: null, fax: null, customDistance: null, menuBtns: [], openingTime: '9:00 AM – 9:00 PM',
    heroImage: null, mobileHeroImage: null, tags: [], stateCode: 'IL',
  }
}
const listings = [listing('lakeview', 'Lakeview'), listing('loop', 'The Loop')]

describe('toggledSelection (one item open at a time)', () => {
  it.each<[string | null, string, string | null]>([
    [null, 'a', 'a'],
    ['a', 'b', 'b'],
    ['a', 'a', null],
  ])('%s then %s → %s', (current, id, expected) => {
    expect(toggledSelection(current, id)).toBe(expected)
  })
})

describe('MapListingView', () => {
  let host: HTMLElement
  beforeEach(async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    host = document.createElement('div')
    document.body.append(host)
    await act(async () => createRoot(host).render(<MapListingView listings={listings} map={{ label: 'Dispensaries in Illinois', placement: 'state page', view: { kind: 'fit' } }} />))
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })
  const heading = (name: string) => [...host.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find((b) => b.textContent?.includes(name))!
  const toggle = (name: string) => [...host.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find((b) => b.textContent === name)!
  const list = () => host.querySelector('ul')!
  const mapBox = () => host.querySelector('section')!.parentElement!

  it('opens one item at a time and selects its marker', async () => {
    await act(async () => heading('Lakeview').click())
    expect(heading('Lakeview').getAttribute('aria-expanded')).toBe('true')
    expect(maps.last?.selectedId).toBe('lakeview')
    await act(async () => heading('The Loop').click())
    expect(heading('Lakeview').getAttribute('aria-expanded')).toBe('false')
    expect(heading('The Loop').getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(heading('The Loop').getAttribute('aria-controls')!)!.hidden).toBe(false)
    await act(async () => heading('The Loop').click())
    expect(maps.last?.selectedId).toBeNull()
  })

  it('opens the item of a marker selected on the map, and closes it when the info window closes', async () => {
    await act(async () => maps.last!.onSelect!('loop'))
    expect(heading('The Loop').getAttribute('aria-expanded')).toBe('true')
    await act(async () => maps.last!.onSelect!(null))
    expect(heading('The Loop').getAttribute('aria-expanded')).toBe('false')
  })

  it("switches between the list and the map on small screens ('List' / 'Map')", async () => {
    expect(toggle('List').getAttribute('aria-pressed')).toBe('true')
    expect(list().className).not.toMatch(/(^| )hidden /)
    expect(mapBox().className).toMatch(/^hidden /)
    await act(async () => toggle('Map').click())
    expect(toggle('Map').getAttribute('aria-pressed')).toBe('true')
    expect(list().className).toMatch(/^hidden /)
    expect(mapBox().className).not.toMatch(/^hidden /)
  })
})

describe('MapListingView without JavaScript', () => {
  it('renders every item’s details, and a noscript style that shows the closed panels', () => {
    const html = renderToString(
      <MapListingView
        listings={listings}
        map={{ label: 'Dispensaries in Illinois', placement: 'state page', view: { kind: 'fit' } }}
        renderDetails={(item) => <a href={item.uri ?? ''}>Details of {item.title}</a>}
      />,
    )
    expect(html).toContain('<noscript class="hidden"><style>@layer base{[data-listing-panel][hidden]{display:block!important}}</style></noscript>')
    expect(html.match(/data-listing-panel=""/g)).toHaveLength(2)
    expect(html).toContain('Details of <!-- -->Lakeview')
    expect(html).toContain('Details of <!-- -->The Loop')
  })
})
