import { describe, expect, it } from 'vitest'
import { homeMapView } from './home-map'

describe('homeMapView (000 §9: a single location at 15, the default centre at 10, zones in view)', () => {
  it.each([
    ['coordinates, no zones', { lat: 41.5, lng: -88.1 }, 0, { kind: 'single', centre: { lat: 41.5, lng: -88.1 } }],
    ['no coordinates, no zones', { lat: null, lng: null }, 0, { kind: 'single', centre: null }],
    ['coordinates and zones', { lat: 41.5, lng: -88.1 }, 2, { kind: 'fit' }],
    ['zones without coordinates', { lat: null, lng: null }, 1, { kind: 'fit' }],
  ])('%s', (_name, point, zones, view) => {
    expect(homeMapView(point, Array.from({ length: zones }))).toEqual(view)
  })
})
