/** What the staff page says while an import runs (pure: the page and its tests read it). */

export type ClientPhase = 'uploading' | 'reading' | 'writing' | 'indexing' | 'done'

export type ClientProgress = { phase: ClientPhase; /** 0–1 while uploading. */ fraction?: number; rows?: number }

export function progressText({ phase, fraction, rows }: ClientProgress): string {
  const count = (rows ?? 0).toLocaleString('en-US')
  switch (phase) {
    case 'uploading':
      return `Sending the file… ${Math.round((fraction ?? 0) * 100)}%`
    case 'reading':
      return `Checking rows… ${count} read`
    case 'writing':
      return `Writing the menu (${count} rows)…`
    case 'indexing':
      return 'Refreshing the menu’s search and filters…'
    case 'done':
      return 'Done.'
  }
}

/** The progress bar's value (0–100): sending is the first half, the server's work the second. */
export function progressValue({ phase, fraction }: ClientProgress): number {
  switch (phase) {
    case 'uploading':
      return Math.round((fraction ?? 0) * 50)
    case 'reading':
      return 60
    case 'writing':
      return 75
    case 'indexing':
      return 90
    case 'done':
      return 100
  }
}

/**
 * Splits what a streamed answer has delivered so far into complete JSON lines and the unfinished
 * rest. Lines that are not JSON are skipped.
 */
export function takeLines(buffer: string): { values: unknown[]; rest: string } {
  const parts = buffer.split('\n')
  const rest = parts.pop() ?? ''
  const values: unknown[] = []
  for (const part of parts) {
    if (!part.trim()) continue
    try {
      values.push(JSON.parse(part))
    } catch {
      // A broken line carries nothing the page can show.
    }
  }
  return { values, rest }
}
