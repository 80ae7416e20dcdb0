import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncer } from './debounce'

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs only the last task, once the delay has passed', () => {
    const ran: string[] = []
    const debouncer = createDebouncer(100)
    debouncer.schedule(() => ran.push('first'))
    vi.advanceTimersByTime(60)
    debouncer.schedule(() => ran.push('second'))
    vi.advanceTimersByTime(99)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['second'])
  })

  it('cancel drops the waiting task', () => {
    const task = vi.fn()
    const debouncer = createDebouncer(100)
    debouncer.schedule(task)
    debouncer.cancel()
    vi.advanceTimersByTime(200)
    expect(task).not.toHaveBeenCalled()
  })
})
