import { afterEach, vi } from 'vitest'

// A console.error during a test is a failure: it is how React and libraries report real problems.
const errors: unknown[][] = []
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args)
})

afterEach(() => {
  if (errors.length) {
    const message = errors.map((args) => args.map(String).join(' ')).join('\n')
    errors.length = 0
    throw new Error(`console.error was called during the test:\n${message}`)
  }
})
