import { data } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeError } from './error-page'

/** What a loader's `throw data(null, { status })` reaches the boundary as. */
function thrown(status: number) {
  const { init } = data(null, { status })
  return { status: init?.status ?? 500, statusText: '', internal: false, data: null }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('describeError', () => {
  it.each([
    [404, 'not-found'],
    [400, 'error'],
    [500, 'error'],
  ])('a %s response is the %s page without details', (status, variant) => {
    expect(describeError(thrown(status))).toEqual({ variant })
  })

  it('shows nothing of an exception in production', () => {
    vi.stubEnv('DEV', false)
    expect(describeError(new Error('relation "menus" does not exist'))).toEqual({ variant: 'error', details: undefined })
  })

  it("shows an exception's message and stack in development", () => {
    vi.stubEnv('DEV', true)
    const result = describeError(new Error('relation "menus" does not exist'))
    expect(result.variant).toBe('error')
    expect(result.details).toMatch(/^relation "menus" does not exist\n\nError: relation/)
  })
})
