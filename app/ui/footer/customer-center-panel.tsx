import { Accessibility, CircleHelp, FileText, Mail, MapPin, Phone, X, type IconComponent } from '~/ui/icons'
import { type MouseEvent, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { CustomerCenterIcon, FooterContent } from '~/content/shell-schema'
import type { Region } from '~/site/host-mode'
import { cx } from '../cx'
import { FooterLink } from './footer-link'

const ICONS: Record<CustomerCenterIcon, IconComponent> = {
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  'help-circle': CircleHelp,
  'file-text': FileText,
  accessibility: Accessibility,
}

/**
 * The customer-center drawer (001 §2.7): heading, description, logo and the ways to reach the care
 * team. A native modal dialog — a bottom sheet on phones, a panel on the right from 768 px.
 * Loaded the first time it opens.
 */
export default function CustomerCenterPanel({
  data,
  open,
  onClose,
  region,
  ohioOrigin,
}: {
  data: FooterContent['customerCenterData']
  open: boolean
  onClose: () => void
  region: Region
  ohioOrigin: string | undefined
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const location = useLocation()

  // Following one of its links to another page closes it (not the page it was first opened on).
  const openedOn = useRef(location.key)
  useEffect(() => {
    if (location.key === openedOn.current) return
    openedOn.current = location.key
    onClose()
  }, [location.key, onClose])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="customer-center-title"
      aria-describedby="customer-center-description"
      onClose={onClose}
      onClick={onBackdrop}
      className={cx(
        'fixed m-0 mt-auto max-h-[88dvh] w-full max-w-full flex-col overflow-hidden rounded-t-xl bg-surface p-0 text-ink shadow-sheet open:flex',
        'backdrop:bg-brand-950/45 open:animate-[sheet-up_220ms_var(--ease-calm)]',
        'md:mt-0 md:ml-auto md:h-dvh md:max-h-dvh md:w-[26rem] md:rounded-none md:rounded-l-xl md:open:animate-[fade-in_200ms_var(--ease-calm)]',
      )}
    >
      <div className="flex shrink-0 items-start gap-4 border-b border-line px-5 pt-5 pb-4 md:px-6 md:pt-6">
        <img src={data.ccLogo.src} alt={data.ccLogo.alt} width={data.ccLogo.width} height={data.ccLogo.height} className="size-10" />
        <div className="flex-1">
          <h2 id="customer-center-title" className="font-display text-xl font-semibold">
            {data.ccHeading}
          </h2>
          <p id="customer-center-description" className="mt-1 text-sm text-ink-muted">
            {data.ccDescription}
          </p>
        </div>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <ul className="flex flex-col gap-2 overflow-y-auto px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-4">
        {data.ccOptionsCollection.map((option) => {
          const Icon = ICONS[option.icon]
          return (
            <li key={option.url}>
              <FooterLink
                href={option.url}
                label={option.title}
                region={region}
                ohioOrigin={ohioOrigin}
                className="flex min-h-11 items-start gap-4 rounded-lg px-3 py-3 transition-colors hover:bg-brand-50"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-brand-900">{option.title}</span>
                  <span className="text-sm text-ink-muted">{option.description}</span>
                </span>
              </FooterLink>
            </li>
          )
        })}
      </ul>
    </dialog>
  )
}
