import type { RefObject } from 'react'
import { CHALLENGE_FIELD_NAME } from '../field'

/**
 * The hidden field for a solved challenge and the line that tells the shopper what is happening;
 * the line is a live region that exists from the start, so its changes are announced.
 */
export function ChallengeField({ fieldRef, checking, failed }: { fieldRef: RefObject<HTMLInputElement | null>; checking: boolean; failed: boolean }) {
  const message = checking ? 'Checking your browser…' : failed ? 'The browser check did not finish. Please try again.' : ''
  return (
    <>
      <input ref={fieldRef} type="hidden" name={CHALLENGE_FIELD_NAME} defaultValue="" />
      <p role="status" aria-live="polite" className={message ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {message}
      </p>
    </>
  )
}
