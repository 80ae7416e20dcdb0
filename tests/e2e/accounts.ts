import type { Page } from '@playwright/test'
import { expect, test } from './test'

/**
 * Accounts for browser journeys (issue 5), made through the real forms' endpoints rather than the
 * database: POST /sign-up and POST /sign-in as a browser form would send them. The page's context
 * keeps the session cookie, so the page is signed in afterwards.
 */

export type Shopper = {
  firstName: string
  lastName: string
  email: string
  password: string
  /** As typed in the form. */
  phoneNumber: string
  /** mm/dd/yyyy, as typed in the form. */
  birthdate: string
  homeState: string
  medicalPatient: boolean
}

/** An email no other run or worker has used: shopper-{time}-{random}@example.com. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`
}

/**
 * A random client address for X-Forwarded-For (the Playwright server trusts it from loopback), so
 * the per-address sign-up and sign-in limits never trip one journey because of another.
 */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1
  return `10.${octet()}.${octet()}.${octet()}`
}

export function newShopper(overrides: Partial<Shopper> = {}): Shopper {
  return {
    firstName: 'Robin',
    lastName: 'Meadows',
    email: uniqueEmail(),
    password: 'meadow-rewards-2024',
    phoneNumber: '(312) 555-0123',
    birthdate: '07/04/1990',
    homeState: 'IL',
    medicalPatient: false,
    ...overrides,
  }
}

function origin(): string {
  const base = test.info().project.use.baseURL
  if (!base) throw new Error('accounts.ts needs use.baseURL')
  return new URL(base).origin
}

/**
 * Sign up a fresh shopper by posting /sign-up (same origin, a random client address) and return the
 * credentials; the page's browser context is signed in afterwards. The verification mail is in the
 * outbox (/dev/mailbox?to=<email>).
 */
export async function signUpViaForm(page: Page, overrides: Partial<Shopper> = {}): Promise<Shopper> {
  const shopper = newShopper(overrides)
  const response = await page.request.post('/sign-up', {
    form: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      phoneNumber: shopper.phoneNumber,
      birthdate: shopper.birthdate,
      homeState: shopper.homeState,
      password: shopper.password,
      ...(shopper.medicalPatient ? { medicalPatient: 'on' } : {}),
      acceptTerms: 'on',
    },
    headers: { Origin: origin(), 'X-Forwarded-For': randomClientAddress() },
    maxRedirects: 0,
  })
  expect(response.status(), `POST /sign-up for ${shopper.email}`).toBe(302)
  expect(response.headers()['set-cookie'] ?? '').toMatch(/nm\.session_token=/)
  return shopper
}

/** Sign an existing shopper in by posting /sign-in; the page's context is signed in afterwards. */
export async function signInViaForm(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/sign-in', {
    form: { email: credentials.email, password: credentials.password },
    headers: { Origin: origin(), 'X-Forwarded-For': randomClientAddress() },
    maxRedirects: 0,
  })
  expect(response.status(), `POST /sign-in for ${credentials.email}`).toBe(302)
}
