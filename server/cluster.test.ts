import { describe, expect, it } from 'vitest'
import { restartDelay, workerExecArgv } from './cluster.js'

describe('restartDelay', () => {
  it.each([
    [0, 500, 1_000, 'a first early death waits a second'],
    [1_000, 2_000, 2_000, 'dying early again doubles the wait'],
    [16_000, 100, 30_000, 'up to 30 seconds'],
    [30_000, 100, 30_000, 'and stays there while the crash loop lasts'],
    [30_000, 60_000, 0, 'a worker that ran a minute comes back at once'],
    [0, 3_600_000, 0, 'so does one that ran an hour'],
  ])('after a wait of %d ms and a life of %d ms: %d ms (%s)', (previous, lived, expected) => {
    expect(restartDelay(previous, lived)).toBe(expected)
  })
})

describe('workerExecArgv', () => {
  it.each<[string[], string | undefined, string[], string]>([
    [[], undefined, ['--max-semi-space-size=64'], 'nothing set: 64 MB semi-spaces'],
    [['--enable-source-maps'], '', ['--enable-source-maps', '--max-semi-space-size=64'], "the primary's flags are kept"],
    [['--max-semi-space-size=16'], undefined, ['--max-semi-space-size=16'], 'a flag on the command line wins'],
    [[], '--max-old-space-size=512 --max-semi-space-size=32', [], 'so does one in NODE_OPTIONS'],
    [[], '--max-old-space-size=512', ['--max-semi-space-size=64'], 'other NODE_OPTIONS leave it to us'],
  ])('%j with NODE_OPTIONS %j → %j (%s)', (execArgv, nodeOptions, expected) => {
    expect(workerExecArgv(execArgv, nodeOptions)).toEqual(expected)
  })
})
