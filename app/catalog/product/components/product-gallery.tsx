import { ChevronLeft, ChevronRight, ImageOff, Maximize2, RotateCcw, X } from '~/ui/icons'
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { PRODUCT_IMAGE_SIZE } from '~/catalog/components/product-image'
import type { Lineage } from '~/catalog/format'
import { cx } from '~/ui/cx'

const tints: Record<Lineage, string> = {
  indica: 'bg-indica-tint',
  sativa: 'bg-sativa-tint',
  hybrid: 'bg-hybrid-tint',
  cbd: 'bg-cbd-tint',
}

/** A horizontal drag of at least this many pixels on the main image moves to the next or previous image. */
const SWIPE_PX = 40

/** Next index with wrap-around (000 §4: arrow keys move with wrap-around). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/**
 * The product's images (000 §2, §4): a main image with previous/next buttons, swipe and
 * thumbnails, and a full-screen gallery in a native modal <dialog> (focus stays inside; the browser
 * returns it to the opener). In the gallery ArrowLeft/ArrowRight wrap around; Escape, a click on
 * the backdrop or Enter/Space (unless focus is on one of the gallery's buttons) close it; closing
 * resets the index to 0 and unlocks the page's scroll, which is locked while it is open. An image
 * that fails to load says so with a Retry button; a product without images shows 'No image
 * available'. The index is the page's, so a weight change can send it back to the first image.
 */
export function ProductGallery({
  images,
  name,
  lineage,
  index,
  onIndexChange,
}: {
  images: string[]
  name: string
  lineage: Lineage | null
  index: number
  onIndexChange: (index: number) => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const swipeStart = useRef<number | null>(null)
  /** Set by a swipe so that the click ending it does not also open the gallery. */
  const swiped = useRef(false)
  const [open, setOpen] = useState(false)
  const count = images.length
  const current = Math.min(index, Math.max(0, count - 1))
  const tint = lineage ? tints[lineage] : 'bg-sunken'

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  if (count === 0) {
    return (
      <div className={cx('flex aspect-square flex-col items-center justify-center gap-3 rounded-xl text-ink-muted', tint)}>
        <ImageOff aria-hidden="true" className="size-10" strokeWidth={1.5} />
        <p className="text-sm font-medium">No image available</p>
      </div>
    )
  }

  const go = (step: number) => onIndexChange(wrapIndex(current, step, count))

  function openGallery() {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    // The dialog itself takes focus, so arrows, Enter and Space reach its handler at once.
    dialog.focus()
    setOpen(true)
  }

  function closeGallery() {
    dialogRef.current?.close()
  }

  function onClose() {
    setOpen(false)
    onIndexChange(0)
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      go(event.key === 'ArrowLeft' ? -1 : 1)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      // The gallery's own buttons keep their meaning (Retry, previous, next, close).
      if (event.target instanceof Element && event.target.closest('button')) return
      event.preventDefault()
      closeGallery()
    }
  }

  /** The dialog fills the screen, so 'the backdrop' is everything around the image and the buttons. */
  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target instanceof Element && event.target.closest('button, [data-gallery-frame]')) return
    closeGallery()
  }

  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null || count < 2) return
    const dx = event.clientX - start
    if (Math.abs(dx) < SWIPE_PX) return
    swiped.current = true
    go(dx < 0 ? 1 : -1)
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${name}`} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-sunken" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <GalleryImage
          key={images[current]}
          src={images[current] as string}
          alt={`${name}, image ${current + 1} of ${count}`}
          eager={current === 0}
          className="size-full cursor-zoom-in object-contain"
          onClick={() => {
            if (!swiped.current) openGallery()
          }}
        />
        {/* The image itself opens the gallery for a pointer (not after a swipe); the button is the
            way for a keyboard and a screen reader. Its name starts with its visible word, so a voice
            user saying 'click Enlarge' finds it (WCAG 2.5.3). */}
        <button
          type="button"
          onClick={openGallery}
          aria-haspopup="dialog"
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-surface/90 px-3 text-sm font-semibold text-brand-900 shadow-card transition-colors hover:bg-surface"
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          Enlarge<span className="sr-only"> the images of {name}</span>
        </button>
        {count > 1 ? (
          <>
            <NavButton direction="previous" onClick={() => go(-1)} className="absolute top-1/2 left-2 -translate-y-1/2" />
            <NavButton direction="next" onClick={() => go(1)} className="absolute top-1/2 right-2 -translate-y-1/2" />
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <div role="group" aria-label="Choose an image" className="flex gap-2">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => onIndexChange(i)}
              aria-current={i === current ? 'true' : undefined}
              className={cx(
                'size-16 overflow-hidden rounded-lg border-2 bg-sunken transition-colors md:size-20',
                i === current ? 'border-brand-700' : 'border-transparent hover:border-brand-300',
              )}
            >
              <Thumbnail src={src} />
              <span className="sr-only">
                Show image {i + 1} of {count}
              </span>
            </button>
          ))}
        </div>
      ) : null}

      <dialog
        ref={dialogRef}
        tabIndex={-1}
        aria-label={`Image gallery: ${name}`}
        onClose={onClose}
        onClick={onBackdrop}
        onKeyDown={onDialogKeyDown}
        className="fixed inset-0 m-auto h-dvh max-h-dvh w-full max-w-full bg-brand-950 p-0 text-white outline-none backdrop:bg-brand-950 open:flex open:animate-[fade-in_200ms_var(--ease-calm)]"
      >
        {open ? (
          <div className="flex size-full flex-col items-center justify-center gap-4 p-4 md:p-8">
            <div className="flex w-full max-w-3xl items-center justify-between gap-4">
              <p aria-live="polite" className="tabular text-sm font-semibold">
                Image {current + 1} of {count}
              </p>
              <button
                type="button"
                onClick={closeGallery}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/10 pr-4 pl-3 text-sm font-semibold text-white transition-colors hover:bg-white/20"
              >
                <X aria-hidden="true" className="size-5" />
                Close<span className="sr-only"> the gallery</span>
              </button>
            </div>
            <div className="relative flex w-full max-w-3xl flex-1 items-center justify-center">
              <div
                data-gallery-frame
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                className="aspect-square max-h-full w-full max-w-[min(100%,80dvh)] touch-pan-y overflow-hidden rounded-xl bg-sunken"
              >
                <GalleryImage key={images[current]} src={images[current] as string} alt={`${name}, image ${current + 1} of ${count}`} eager className="size-full object-contain" />
              </div>
              {count > 1 ? (
                <>
                  <NavButton direction="previous" onClick={() => go(-1)} className="absolute top-1/2 left-0 -translate-y-1/2 md:-left-16" />
                  <NavButton direction="next" onClick={() => go(1)} className="absolute top-1/2 right-0 -translate-y-1/2 md:-right-16" />
                </>
              ) : null}
            </div>
            {/* A touch screen has no arrow keys or Escape: it is told to swipe and to use Close. */}
            <p className="text-center text-xs text-white/80 pointer-coarse:hidden">
              Use the arrow keys to move between images. Press Escape to close.
            </p>
            <p className="hidden text-center text-xs text-white/80 pointer-coarse:block">
              {count > 1 ? 'Swipe to move between images. ' : ''}Tap Close to go back.
            </p>
          </div>
        ) : null}
      </dialog>
    </section>
  )
}

/** A thumbnail; one that fails to load shows the 'no image' icon rather than a broken image. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) return <ImageOff aria-hidden="true" className="m-auto block size-5 text-ink-muted" strokeWidth={1.5} />
  return (
    <img ref={ref} src={src} alt="" width={80} height={80} loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-contain" />
  )
}

function NavButton({ direction, onClick, className }: { direction: 'previous' | 'next'; onClick: () => void; className?: string }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      onClick={onClick}
      className={cx(
        'z-10 grid size-11 place-items-center rounded-full border border-line-strong bg-surface/95 text-brand-800 shadow-card transition-colors hover:bg-brand-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{direction === 'previous' ? 'Previous image' : 'Next image'}</span>
    </button>
  )
}

/**
 * One image with the failure state of 000 §8: 'Failed to load image' and a Retry button that asks
 * for the file again. An image that failed before hydration (no onError then) is caught on mount.
 */
function GalleryImage({
  src,
  alt,
  eager,
  className,
  onClick,
}: {
  src: string
  alt: string
  eager: boolean
  className: string
  /** A pointer's shortcut only: the page offers the same action as a button. */
  onClick?: () => void
}) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center text-ink">
        <ImageOff aria-hidden="true" className="size-8 text-ink-muted" strokeWidth={1.5} />
        <p role="alert" className="text-sm font-medium">
          Failed to load image
        </p>
        <button
          type="button"
          onClick={() => {
            setFailed(false)
            setAttempt((n) => n + 1)
          }}
          className="relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Retry
        </button>
      </div>
    )
  }
  // A retry asks for the file again: a new query string gets past a cached failure.
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
  return (
    <img
      ref={ref}
      src={url}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      onClick={onClick}
      className={className}
    />
  )
}
