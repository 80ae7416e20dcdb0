/**
 * For a journey whose outcome is the server's (a rule, a mail, a link target, a page without
 * JavaScript), the same at any width: tagged with this, it runs in the desktop project only (the
 * mobile project leaves the tag out in playwright.config.ts), which keeps CI within its time. The
 * layouts themselves are still checked at both widths by every other journey and the axe checks.
 */
export const ANY_WIDTH = { tag: '@any-width' }
