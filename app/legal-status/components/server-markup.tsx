import { Suspense, useId, useState, type ComponentType, type ReactNode } from 'react'
import { preloadable } from '~/ui/preloadable'
import { useHydrating } from '~/ui/use-hydrated'

/**
 * A part of a page that needs code to render but none to work once rendered: the legal-status map's
 * SVG (us-atlas outlines and topojson-client) and the content's rich text (react-markdown). The
 * server renders it whole. A browser hydrating that page keeps the server's markup as static HTML
 * and never fetches the part's code; links in it are ordinary links, and events bubble to the page
 * around it. Only a render without server markup (a client-side navigation to the page) fetches the
 * code, showing `fallback` meanwhile. Unlike `island` (app/ui/island.tsx) it never becomes live, so
 * use it only for markup whose props do not change on the page.
 */
export function serverMarkup<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P & { className?: string }> {
  const Content = preloadable(load)
  if (typeof window === 'undefined') void Content.preload()

  function ServerMarkup({ className, ...props }: P & { className?: string }) {
    const id = useId()
    const hydrating = useHydrating()
    const [serverHtml] = useState(() => (hydrating && typeof document !== 'undefined' ? (document.getElementById(id)?.innerHTML ?? null) : null))
    if (serverHtml !== null) {
      return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />
    }
    return (
      <div id={id} className={className}>
        <Suspense fallback={fallback}>
          <Content {...(props as P)} />
        </Suspense>
      </div>
    )
  }
  return ServerMarkup
}

/** Sanitised Markdown (app/ui/rich-text.tsx) without shipping react-markdown to pages loaded whole. */
export const StaticRichText = serverMarkup(() => import('~/ui/rich-text').then((module) => module.RichText))
