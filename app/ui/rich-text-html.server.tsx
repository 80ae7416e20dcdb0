import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown, { type Components } from 'react-markdown'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { hrefForRegion, isAbsoluteHref } from '~/site/links'
import type { Region } from '~/site/host-mode'
import { richTextSchema, urlTransform } from './rich-text'

/**
 * Rich text rendered to sanitised HTML on the server, for pages that must stay light: the same
 * Markdown, sanitising rules (richTextSchema) and host-aware links as <RichText>, without sending
 * react-markdown (~100 kB gzip) to the browser. The page shows the string as it is
 * (dangerouslySetInnerHTML), so nothing of it hydrates; links are plain links.
 *
 * Embedded frames are dropped: whether one may play depends on the visitor's consent in the
 * browser (000 §5), which a string made on the server cannot follow. Content that needs a player
 * uses <RichText>.
 */
export const staticRichTextSchema: SanitizeSchema = {
  ...richTextSchema,
  tagNames: (richTextSchema.tagNames ?? []).filter((tag) => tag !== 'iframe'),
  strip: [...(richTextSchema.strip ?? []), 'iframe'],
}

export type RichTextLinks = { region: Region; ohioOrigin: string | undefined }

export function richTextHtml(markdown: string, links: RichTextLinks): string {
  const components: Components = {
    a: ({ node: _node, href, children, ...props }) => <StaticLink href={href} links={links} {...props}>{children}</StaticLink>,
    // Lazy: content pictures are below the hero, and React would otherwise put a preload <link> for
    // each into the string.
    img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
    table: ({ node: _node, ...props }) => (
      <div className="overflow-x-auto">
        <table {...props} />
      </div>
    ),
  }
  return renderToStaticMarkup(
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeRaw, [rehypeSanitize, staticRichTextSchema]]}
      components={components}
      urlTransform={urlTransform}
    >
      {markdown}
    </Markdown>,
  )
}

function StaticLink({ href, links, children, ...props }: ComponentProps<'a'> & { links: RichTextLinks }) {
  if (!href) return <span>{children}</span>
  const target = hrefForRegion(href, links.region, links.ohioOrigin)
  const external = isAbsoluteHref(target) && /^https?:/i.test(target)
  return (
    <a href={target} {...props} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
