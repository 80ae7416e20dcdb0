import { Clock, Mail, Phone } from '~/ui/icons'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { telHref } from '~/ui/phone'
import type { ShellData } from '~/ui/shell'

/**
 * 'Chat' in the account menu (and on an order) where the dispensary offers no support chat (issue 18
 * opens the chat widget where it does): working ways to reach support instead.
 */
export function ChatDialog({
  open,
  onClose,
  contact,
  description,
}: {
  open: boolean
  onClose: () => void
  contact: ShellData['site']['contact'] | undefined
  description: string
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Chat with us"
      description={description}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {contact ? (
        <ul className="flex flex-col gap-1">
          <li>
            <a href={telHref(contact.phone)} className={rowClasses}>
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                <span className="block text-sm text-ink-muted">Call us</span>
                <span className="font-semibold text-ink">{contact.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className={rowClasses}>
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                <span className="block text-sm text-ink-muted">Email us</span>
                <span className="font-semibold break-all text-ink">{contact.email}</span>
              </span>
            </a>
          </li>
          <li className="flex items-center gap-3 px-3 py-2 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-5 text-brand-700" />
            <span>{contact.supportHours}</span>
          </li>
        </ul>
      ) : null}
    </Modal>
  )
}

const rowClasses = 'flex min-h-14 items-center gap-3 rounded-lg px-3 py-2 transition-colors hover:bg-brand-50'
