import { test } from '@playwright/test'

/**
 * For a journey whose outcome is the server's (a rule, a mail, a link target), the same at any width:
 * it runs in the desktop project only, which keeps CI within its time. Call it first in the test.
 */
export function onceAcrossWidths(): void {
  test.skip(test.info().project.name !== 'desktop', 'The same at every width: runs in the desktop project.')
}
