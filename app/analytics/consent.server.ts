import { readConsentCookie, type Consent } from './consent'

/** The visitor's stored consent choice, or null when they have not chosen (the banner shows). */
export function readConsent(request: Request): Consent | null {
  return readConsentCookie(request.headers.get('cookie'))
}
