import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { ChevronDown, ClipboardList, X } from '~/ui/icons'
import { cx } from '~/ui/cx'
import type { TocItem } from '../blog.server'
import {
  activeHeadingId,
  headingFromHash,
  TOC_MODE_DEBOUNCE_MS,
  TOC_SCROLL_DETECT_DELAY_MS,
  tocMode,
  type TocMode,
} from '../toc-rules'

export const TOC_TITLE = 'Content'

function pauseScrollDetection(pausedUntil: { current: number }) {
  pausedUntil.current = Date.now() + TOC_SCROLL_DETECT_DELAY_MS
}

/**
 * After a list link: a link in the page is followed by the browser; one in the drawer (whose click
 * was held back so the drawer could close first) is followed here. Then reading, and tabbing,
 * continue from the heading.
 */
function goToHeading(id: string, followHere: boolean) {
  const heading = document.getElementById(id)
  if (!heading) return
  if (followHere) {
    if (window.location.hash === `#${id}`) heading.scrollIntoView()
    else window.location.hash = id
  }
  requestAnimationFrame(() => heading.focus({ preventScroll: true }))
}

/**
 * The 'Content' table of contents (002 §2): on phones a disclosure above the text; from desktop a
 * side panel that is pinned after 450 px of scroll and, once the end marker (`endMarkerId`) has
 * scrolled above the viewport, folds into a 'Content' button that opens it as a drawer. The active
 * entry follows the hash, or the heading in the 100–400 px band while the visitor scrolls
 * (toc-rules.ts). Plain links to the headings, so it works without JavaScript; a followed link
 * moves focus to its heading.
 */
export function TableOfContents({
  items,
  endMarkerId,
  variant,
}: {
  items: TocItem[]
  endMarkerId: string
  /** 'disclosure' above the text (phones, tablets); 'panel' beside it (desktop), with the drawer. */
  variant: 'disclosure' | 'panel'
}) {
  const [mode, setMode] = useState<TocMode>('panel')
  const [active, setActive] = useState<string | null>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const pausedUntil = useRef(0)
  const drawer = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const ids = items.map((item) => item.id)
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const measure = () => {
      frame = 0
      if (Date.now() < pausedUntil.current) return
      setActive(activeHeadingId(ids.map((id) => ({ id, top: document.getElementById(id)?.getBoundingClientRect().top ?? Infinity }))))
    }
    const decideMode = () => {
      const end = document.getElementById(endMarkerId)
      setMode(tocMode(window.scrollY, end ? end.getBoundingClientRect().bottom : null))
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure)
      clearTimeout(timer)
      timer = setTimeout(decideMode, TOC_MODE_DEBOUNCE_MS)
    }
    const fromHash = () => {
      const id = headingFromHash(window.location.hash, ids)
      if (id) setActive(id)
      return id
    }
    // The visitor scrolling on their own ends the pause a list click started.
    const resume = () => {
      pausedUntil.current = 0
    }
    if (!fromHash()) measure()
    decideMode()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('hashchange', fromHash)
    window.addEventListener('wheel', resume, { passive: true })
    window.addEventListener('touchstart', resume, { passive: true })
    window.addEventListener('keydown', resume)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('hashchange', fromHash)
      window.removeEventListener('wheel', resume)
      window.removeEventListener('touchstart', resume)
      window.removeEventListener('keydown', resume)
    }
  }, [items, endMarkerId])

  // The drawer closes by itself when the panel comes back.
  const drawerShown = drawerOpen && mode === 'drawer'
  useEffect(() => {
    const dialog = drawer.current
    if (!dialog) return
    if (drawerShown && !dialog.open) dialog.showModal()
    if (!drawerShown && dialog.open) dialog.close()
  }, [drawerShown])

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string, fromDrawer: boolean) => {
    pauseScrollDetection(pausedUntil)
    setActive(id)
    if (fromDrawer) {
      event.preventDefault()
      setDrawerOpen(false)
      drawer.current?.close()
    }
    goToHeading(id, fromDrawer)
  }

  const list = (fromDrawer: boolean) => (
    <ol className="flex flex-col gap-0.5 text-sm">
      {items.map((item) => {
        const current = item.id === active
        return (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => follow(event, item.id, fromDrawer)}
              className={cx(
                'block rounded-r-md border-l-2 py-2 pr-2 pl-3 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line text-ink-muted hover:border-brand-400 hover:text-ink',
              )}
            >
              {item.title}
            </a>
          </li>
        )
      })}
    </ol>
  )

  if (variant === 'disclosure') {
    return (
      <details className="group rounded-xl border border-line bg-surface lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
          {TOC_TITLE}
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <nav aria-label={TOC_TITLE} className="px-2 pb-3">
          {list(false)}
        </nav>
      </details>
    )
  }

  return (
    <>
      <nav
        aria-label={TOC_TITLE}
        data-toc-mode={mode}
        className={cx(mode === 'sticky' && 'sticky top-24', mode === 'drawer' && 'invisible')}
      >
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">{TOC_TITLE}</h2>
        {list(false)}
      </nav>

      {mode === 'drawer' ? (
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          className="fixed top-24 right-6 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-800 px-5 font-semibold text-white shadow-sheet hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:inline-flex"
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          {TOC_TITLE}
        </button>
      ) : null}
      <dialog
        ref={drawer}
        aria-labelledby="toc-drawer-title"
        onCancel={(event) => {
          event.preventDefault()
          setDrawerOpen(false)
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setDrawerOpen(false)
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[90vw] bg-surface p-0 text-ink shadow-sheet backdrop:bg-brand-950/45 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id="toc-drawer-title" className="font-display text-lg font-semibold">
            {TOC_TITLE}
          </h2>
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <nav aria-label={`${TOC_TITLE} (drawer)`} className="overflow-y-auto p-4">
          {list(true)}
        </nav>
      </dialog>
    </>
  )
}
