import { config } from 'zod/v4/core'
import { describe, expect, it } from 'vitest'
import { runZodWithoutEval } from './zod-without-eval'

describe('runZodWithoutEval', () => {
  it("sets zod's jitless switch where zod reads its configuration", () => {
    const zodConfig = config()
    const before = zodConfig.jitless
    // zod's own configuration object is the shared one on globalThis…
    expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBe(zodConfig)
    try {
      runZodWithoutEval()
      // …so the switch set there is the one zod sees.
      expect(config().jitless).toBe(true)
    } finally {
      zodConfig.jitless = before
    }
  })

  it('creates the object when zod has not loaded yet, and zod then adopts it', () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean } } = {}
    runZodWithoutEval(scope)
    expect(scope.__zod_globalConfig).toEqual({ jitless: true })
  })
})
