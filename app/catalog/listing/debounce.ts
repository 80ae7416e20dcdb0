/** The result bar waits this long after the last change before it counts (001 §9). */
export const RESULT_COUNT_DEBOUNCE_MS = 100

export type Debouncer = {
  /** Runs `task` after the delay unless another task is scheduled first. */
  schedule(task: () => void): void
  cancel(): void
}

export function createDebouncer(delayMs: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | null = null
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  return {
    schedule(task) {
      cancel()
      timer = setTimeout(() => {
        timer = null
        task()
      }, delayMs)
    },
    cancel,
  }
}
