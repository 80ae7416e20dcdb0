import { describe, expect, it } from 'vitest'
import { supportsWebGL2 } from './webgl'

function canvasReturning(getContext: () => unknown) {
  return () => ({ getContext }) as unknown as HTMLCanvasElement
}

describe('supportsWebGL2', () => {
  it.each<[string, () => HTMLCanvasElement, boolean]>([
    ['a WebGL 2 context', canvasReturning(() => ({ getExtension: () => ({ loseContext() {} }) })), true],
    ['a context without the lose-context extension', canvasReturning(() => ({ getExtension: () => null })), true],
    ['no context', canvasReturning(() => null), false],
    ['getContext throws', canvasReturning(() => { throw new Error('blocked') }), false],
    ['no canvas at all', () => { throw new Error('no document') }, false],
  ])('%s → %s', (_name, createCanvas, expected) => {
    expect(supportsWebGL2(createCanvas)).toBe(expected)
  })

  it('asks for webgl2 without failing on a performance caveat', () => {
    const calls: unknown[][] = []
    supportsWebGL2(canvasReturning((...args: unknown[]) => { calls.push(args); return null }))
    expect(calls).toEqual([['webgl2', { failIfMajorPerformanceCaveat: false }]])
  })
})
