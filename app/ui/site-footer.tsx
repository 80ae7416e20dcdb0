import { Clock, Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { Container } from './container'
import { telHref } from './phone'
import type { ShellData } from './shell'

const footerLink =
  'inline-flex min-h-11 items-center rounded text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline md:min-h-9'

/** The chain, its contact details, the navigation and the age note. (The full compliance footer comes later.) */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { site, year } = shell
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1.5fr] md:gap-12 md:py-16">
        <div className="flex flex-col gap-3">
          <p className="font-display text-xl font-semibold text-white">{site.chainName}</p>
          <p className="max-w-sm text-base">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-2 text-xs font-semibold tracking-wider text-brand-200 uppercase">Explore</h2>
          <ul className="flex flex-col">
            <li>
              <Link to="/" className={footerLink}>
                Home
              </Link>
            </li>
            {site.navigation.map((link) => (
              <li key={link.url}>
                <Link to={link.url} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-xs font-semibold tracking-wider text-brand-200 uppercase">Customer care</h2>
          <ul className="flex flex-col">
            <li>
              <a href={telHref(site.contact.phone)} className={`${footerLink} gap-2`}>
                <Phone aria-hidden="true" className="size-4" />
                {site.contact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.contact.email}`} className={`${footerLink} gap-2`}>
                <Mail aria-hidden="true" className="size-4" />
                {site.contact.email}
              </a>
            </li>
            <li className="mt-2 flex items-start gap-2 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{site.contact.supportHours}</span>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>Must be 21+ (or a registered medical patient) to purchase. Keep out of reach of children.</p>
          <p>
            © {year} {site.chainName}
          </p>
        </Container>
      </div>
    </footer>
  )
}
