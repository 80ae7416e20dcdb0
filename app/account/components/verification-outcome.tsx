import { useState } from 'react'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { type AccountNotice, EXPIRED_MESSAGE, VERIFIED_MESSAGE } from '../notices'

/** 001 §4.8: what a verification link did, said once in a dialog. */
export function VerificationOutcome({ notice }: { notice: AccountNotice | null }) {
  const outcome = notice === 'email-verified' || notice === 'verification-expired' ? notice : null
  const [open, setOpen] = useState(outcome !== null)
  // A new outcome (another link used without leaving the page) opens the dialog again.
  const [shown, setShown] = useState(outcome)
  if (outcome !== shown) {
    setShown(outcome)
    setOpen(outcome !== null)
  }
  if (!outcome) return null
  const verified = outcome === 'email-verified'
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={verified ? 'Email verified' : 'Verification link expired'}
      description={verified ? VERIFIED_MESSAGE : EXPIRED_MESSAGE}
      footer={<Button onClick={() => setOpen(false)}>OK</Button>}
    />
  )
}
