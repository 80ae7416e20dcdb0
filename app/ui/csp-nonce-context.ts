import { createContext } from 'react'

/**
 * This response's Content-Security-Policy nonce (server/security-headers.ts), provided by the
 * server's render only, for inline scripts the layout writes itself. In the browser it stays '' and
 * the script elements keep what the server rendered (a browser hides a nonce from the DOM anyway).
 */
export const CspNonce = createContext('')
