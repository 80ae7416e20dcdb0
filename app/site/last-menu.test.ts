import { describe, expect, it } from 'vitest'
import { isMenuPath } from './last-menu'

describe('isMenuPath', () => {
  it.each([
    ['/dispensaries/illinois/oak-park/1001/recreational-menu/', true],
    ['/dispensaries/illinois/oak-park/1001/recreational-menu', true],
    ['/dispensaries/illinois/oak-park', false],
    ['/dispensaries/illinois/oak-park/1001/recreational-menu/product/5/x/', false],
    ['//evil.example/dispensaries/a/b/1/c', false],
    ['https://evil.example/dispensaries/a/b/1/c', false],
    ['/dispensaries/illinois/oak-park/abc/recreational-menu', false],
  ])('%s → %s', (path, expected) => {
    expect(isMenuPath(path)).toBe(expected)
  })
})
