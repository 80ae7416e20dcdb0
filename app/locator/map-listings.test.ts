import { describe, expect, it } from 'vitest'
import { stateMapTitle } from './map-listings'

describe('stateMapTitle', () => {
  it.each([['Illinois', 'Dispensaries in Illinois'], ['New Jersey', 'Dispensaries in New Jersey']])('%s', (name, title) =>
    expect(stateMapTitle(name)).toBe(title),
  )
})
