import type { BrowserContext } from '@playwright/test'

/**
 * Sets the visitor's consent choice (and the age cookie, so the gate stays out of the way) on the
 * test server's host, as the consent banner would store it: 'C0002:1,C0003:0,C0004:1'.
 */
export async function setConsent(context: BrowserContext, baseURL: string | undefined, value: string): Promise<void> {
  const domain = new URL(baseURL ?? 'http://localhost').hostname
  await context.addCookies([
    { name: 'nm_consent', value: encodeURIComponent(value), domain, path: '/', sameSite: 'Lax' },
    { name: 'nm_age_verified', value: 'true', domain, path: '/', sameSite: 'Lax' },
  ])
}
