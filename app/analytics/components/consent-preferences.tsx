import { useEffect } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { preloadable, preloadWhenIdle } from '~/ui/preloadable'
import { useConsent } from '../consent-client'

/** Fetched when the browser is first idle while the banner asks, so 'Preferences' opens at once. */
const ConsentPreferencesDialog = preloadable(() => import('./consent-preferences-dialog').then((module) => module.default))

/** The consent preferences dialog, mounted by the app shell; its code loads when it first opens. */
export function ConsentPreferences() {
  const { consent, preferencesOpen } = useConsent()
  const asking = consent === null
  useEffect(() => (asking ? preloadWhenIdle([ConsentPreferencesDialog.preload]) : undefined), [asking])
  return (
    <LazyMount active={preferencesOpen}>
      <ConsentPreferencesDialog />
    </LazyMount>
  )
}
