import { Clock, Headset, Mail, MessageCircle, Phone, ShieldCheck, TriangleAlert } from '~/ui/icons'
import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'
import { track } from '~/analytics/track'
import { useConsent } from '~/analytics/consent-client'
import { chatTriggerProps, openChat } from '~/chat/open-chat'
import { copyrightLine, showsComplianceWarning, visibleFooterLinks } from '~/compliance/footer'
import { Container } from './container'
import { CustomerCenterDrawer } from './footer/customer-center'
import { FooterLink } from './footer/footer-link'
import { FacebookGlyph, InstagramGlyph, XGlyph } from './footer/social-icons'
import { telHref } from './phone'
import type { ShellData } from './shell'

const footerLink =
  'inline-flex min-h-11 items-center rounded text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline md:min-h-9'
const footerButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold text-white transition-colors hover:border-white/60 hover:bg-white/10'
const columnHeading = 'mb-2 text-xs font-semibold tracking-wider text-brand-200 uppercase'

/**
 * The site footer (001 §2.7): the compliance warning on the home and dispensary-home pages, the
 * current dispensary's licences, main and legal navigation, the customer-center drawer, social
 * links, the chat button for dispensaries that offer chat, 'Your Privacy Rights' and the copyright.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { site, year, footer, footerDispensary, region, ohioOrigin } = shell
  const { pathname } = useLocation()
  const { openPreferences } = useConsent()
  const [centerOpen, setCenterOpen] = useState(false)
  const closeCenter = useCallback(() => setCenterOpen(false), [])
  const linkProps = { region, ohioOrigin }
  const social = [
    { label: 'Instagram', href: footer.socialMediaUrls.instagramPage, Glyph: InstagramGlyph },
    { label: 'Facebook', href: footer.socialMediaUrls.facebookPage, Glyph: FacebookGlyph },
    { label: 'X (Twitter)', href: footer.socialMediaUrls.twitterPage, Glyph: XGlyph },
  ]

  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      {showsComplianceWarning(pathname) ? (
        <div className="border-b border-white/10 bg-brand-900">
          <Container className="flex gap-3 py-6 md:gap-4 md:py-8">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div className="flex flex-col gap-2 text-sm text-brand-50" data-testid="compliance-warning">
              <h2 className="sr-only">Health and safety warning</h2>
              {footer.complianceWarningContent.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Container>
        </div>
      ) : null}

      <Container className="grid gap-10 py-12 md:grid-cols-2 md:gap-12 md:py-16 lg:grid-cols-[1.6fr_1fr_1fr_1.3fr]">
        <div className="flex flex-col gap-4">
          <img
            src={footer.logo.src}
            alt={footer.logo.alt}
            width={footer.logo.width}
            height={footer.logo.height}
            loading="lazy"
            className="h-10 w-auto self-start"
          />
          <p className="max-w-sm text-base">{site.tagline}</p>
          <ul className="flex gap-2" aria-label="Social media">
            {social.map(({ label, href, Glyph }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-full border border-white/20 text-white transition-colors hover:border-white/60 hover:bg-white/10"
                  onClick={() => track('navigation_clicked', { label, url: href, area: 'footer' })}
                >
                  <Glyph />
                  <span className="sr-only">{`${site.chainName} on ${label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={footerButton} onClick={() => setCenterOpen(true)}>
              <Headset aria-hidden="true" className="size-4" />
              {footer.customerCenterData.buttonLabel}
            </button>
            {footerDispensary?.showChatBox ? (
              // 001 §2.7: only when the current dispensary offers chat; it opens the support chat (issue 18).
              <button type="button" className={footerButton} {...chatTriggerProps} onClick={footerDispensary.chat ? () => openChat() : () => setCenterOpen(true)}>
                <MessageCircle aria-hidden="true" className="size-4" />
                {footer.chatCta}
              </button>
            ) : null}
          </div>
        </div>

        <nav aria-label="Footer">
          <h2 className={columnHeading}>Explore</h2>
          <ul className="flex flex-col">
            {visibleFooterLinks(footer.homeNavigationMenu, region).map((link) => (
              <li key={link.navigationUrl}>
                <FooterLink href={link.navigationUrl} label={link.navigationLabel} className={footerLink} {...linkProps} />
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Legal">
          <h2 className={columnHeading}>Legal</h2>
          <ul className="flex flex-col">
            {visibleFooterLinks(footer.tocNavigationMenu, region).map((link) => (
              <li key={link.navigationUrl}>
                <FooterLink href={link.navigationUrl} label={link.navigationLabel} className={footerLink} {...linkProps} />
              </li>
            ))}
            <li>
              <button type="button" className={`${footerLink} gap-2 text-left`} onClick={openPreferences}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                {footer.privacyRightsLabel}
              </button>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={columnHeading}>Customer care</h2>
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

      {footerDispensary && footerDispensary.licences.length > 0 ? (
        <div className="border-t border-white/10" data-testid="footer-licences">
          <Container className="flex flex-col gap-3 py-6 md:flex-row md:items-baseline md:gap-8">
            <div>
              <h2 className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{footer.licenseData.heading}</h2>
              <p className="mt-1 text-sm">
                {footerDispensary.name}. {footer.licenseData.description}
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {footerDispensary.licences.map((licence) => (
                <div key={licence.label} className="flex gap-2">
                  <dt className="font-semibold text-white">{licence.label}</dt>
                  <dd className="tabular-nums">{licence.number}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </div>
      ) : null}

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>Must be 21+ (or a registered medical patient) to purchase. Keep out of reach of children.</p>
          <p>{copyrightLine(footer.legalCopyRight, year)}</p>
        </Container>
      </div>

      <CustomerCenterDrawer
        data={footer.customerCenterData}
        open={centerOpen}
        onClose={closeCenter}
        {...linkProps}
      />
    </footer>
  )
}
