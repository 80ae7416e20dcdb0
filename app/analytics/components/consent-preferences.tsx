import { lazy } from 'react'
import { LazyMount } from '~/ui/lazy-mount'
import { useConsent } from '../consent-client'

const ConsentPreferencesDialog = lazy(() => import('./consent-preferences-dialog'))

/** The consent preferences dialog, mounted by the app shell; its code loads when it first opens. */
export function ConsentPreferences() {
  const { preferencesOpen } = useConsent()
  return (
    <LazyMount active={preferencesOpen}>
      <ConsentPreferencesDialog />
    </LazyMount>
  )
}
