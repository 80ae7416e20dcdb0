import { PlayCircle } from '~/ui/icons'
import type { ComponentProps } from 'react'
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown'
import { Link } from 'react-router'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { useOptionalConsent } from '~/analytics/consent-client'
import { EMBED_CONSENT, embedProvider } from '~/content/embeds'
import { hrefForRegion, isAbsoluteHref } from '~/site/links'
import type { Region } from '~/site/host-mode'
import { cx } from './cx'
import { prose } from './prose'
import { useShell } from './shell'

/**
 * Players from the providers in app/content/embeds.ts may be embedded in rich text; every other
 * frame is dropped. They need targeting consent (C0004; see docs/decisions/0007-age-gate-and-consent.md).
 */
export { EMBED_CONSENT, embedProvider } from '~/content/embeds'

/**
 * What survives from content HTML: GitHub's rules (no scripts, no styles, no event handlers, no
 * javascript: URLs), plus tel: links and <iframe> elements with a few attributes. Which frames are
 * shown is the component's decision below.
 */
export const richTextSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'iframe'],
  strip: [...(defaultSchema.strip ?? []), 'style'],
  attributes: {
    ...defaultSchema.attributes,
    iframe: ['src', 'title', 'width', 'height'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: [...(defaultSchema.protocols?.href ?? []), 'tel'],
    src: ['https'],
  },
}

/** react-markdown's safe URL rule, which also lets phone links through. */
export function urlTransform(url: string): string {
  return /^tel:\+?[\d\s().-]+$/i.test(url) ? url : defaultUrlTransform(url)
}


type LinkContext = { region: Region; ohioOrigin: string | undefined }

/**
 * Markdown (with inline HTML) from the content files, sanitised, as React. Site links go through the
 * router (links to Ohio content go to the Ohio host); embedded players show only with consent, and
 * otherwise a placeholder whose button opens the consent preferences.
 */
export function RichText({ markdown, className }: { markdown: string; className?: string }) {
  const shell = useShellLinks()
  const components: Components = {
    a: ({ node: _node, href, children, ...props }) => <RichLink href={href} links={shell} {...props}>{children}</RichLink>,
    iframe: ({ node: _node, src, title }) => <EmbeddedFrame src={src} title={title} />,
    // Wide tables scroll inside the column instead of widening the page on phones.
    table: ({ node: _node, ...props }) => (
      <div className="overflow-x-auto">
        <table {...props} />
      </div>
    ),
  }
  return (
    <div className={cx(prose, className)}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeRaw, [rehypeSanitize, richTextSchema]]}
        components={components}
        urlTransform={urlTransform}
      >
        {markdown}
      </Markdown>
    </div>
  )
}

/** The host mode from the app shell, the main host's rules outside it. */
function useShellLinks(): LinkContext {
  const shell = useShell()
  return { region: shell?.region ?? 'main', ohioOrigin: shell?.ohioOrigin }
}

function RichLink({ href, links, children, ...props }: ComponentProps<'a'> & { links: LinkContext }) {
  if (!href) return <span>{children}</span>
  const target = hrefForRegion(href, links.region, links.ohioOrigin)
  if (isAbsoluteHref(target) || target.startsWith('#')) {
    const external = /^https?:/i.test(target)
    return (
      <a href={target} {...props} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  return (
    <Link to={target} {...props}>
      {children}
    </Link>
  )
}

function EmbeddedFrame({ src, title }: { src: string | undefined; title: string | undefined }) {
  const consent = useOptionalConsent()
  const provider = embedProvider(src)
  if (!provider || !src) return null
  const label = title || `${provider} video`
  if (consent?.consent?.[EMBED_CONSENT]) {
    return (
      <span className="my-6 block aspect-video overflow-hidden rounded-lg bg-sunken">
        <iframe
          src={src}
          title={label}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          className="size-full"
        />
      </span>
    )
  }
  return (
    <span
      className="my-6 flex aspect-video flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-line-strong bg-sunken p-6 text-center"
      data-embed-placeholder={provider}
    >
      <PlayCircle aria-hidden="true" className="size-10 text-brand-700" />
      <span className="block max-w-md text-sm text-ink-muted">
        {`“${label}” is hosted by ${provider}, which may use cookies for advertising. It plays once you allow targeting cookies.`}
      </span>
      {consent ? (
        <button
          type="button"
          onClick={consent.openPreferences}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Manage cookie preferences
        </button>
      ) : null}
    </span>
  )
}
