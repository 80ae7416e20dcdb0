import { Info } from '~/ui/icons'
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { cx } from './cx'
import { preloadable } from './preloadable'

/** The open tooltip, placed by floating-ui: its code comes when a shopper first reaches for a tooltip. */
const TooltipLayer = preloadable(() => import('./tooltip-layer').then((module) => module.TooltipLayer))

/*
 * One tooltip is open at a time across the page (000 §4): the open one's id lives here, outside
 * React, so tooltips in unrelated parts of the tree close each other.
 */
let openTooltipId: string | null = null
const listeners = new Set<() => void>()

function setOpenTooltip(id: string | null) {
  if (openTooltipId === id) return
  openTooltipId = id
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode
  /** The trigger's accessible name, e.g. 'About myrcene'. */
  label: string
  /** The trigger's content; an info icon when omitted. */
  children?: ReactNode
  placement?: 'top' | 'bottom'
  className?: string
}

/**
 * A tooltip on a button (000 §4). Pointer enter opens it on devices with a mouse and leaving closes
 * it; a press (a click, a tap) opens it to stay, or keeps one opened by hovering, and a second
 * press closes it; keyboard focus opens it and leaving closes it; Escape or a press outside closes
 * it. It flips between bottom and top to stay on screen. The trigger is a real button, so it is
 * reachable by Tab, and names the tooltip as its description while it is open.
 *
 * The trigger is all a page renders and hydrates: the positioning (floating-ui, in
 * ./tooltip-layer) loads and runs only once a tooltip opens, so a product page with a dozen
 * terpene tooltips neither ships nor runs it up front.
 */
export function Tooltip({ content, label, children, placement = 'bottom', className }: TooltipProps) {
  const id = useId()
  const tooltipId = `${id}tip`
  const open = useSyncExternalStore(
    subscribe,
    () => openTooltipId === id,
    () => false,
  )
  const trigger = useRef<HTMLButtonElement>(null)
  // The trigger, for the layer to hang from: kept when a tooltip opens (a ref is not read in render).
  const [reference, setReference] = useState<HTMLButtonElement | null>(null)
  // Opened by a press: stays open when the pointer leaves or focus was never visible.
  const pressed = useRef(false)

  const show = (byPress: boolean) => {
    pressed.current = byPress
    setReference(trigger.current)
    setOpenTooltip(id)
  }
  const hide = () => {
    pressed.current = false
    if (openTooltipId === id) setOpenTooltip(null)
  }

  useEffect(() => () => {
    if (openTooltipId === id) setOpenTooltip(null)
  }, [id])

  // While open: Escape, or a press anywhere but the trigger and the tooltip, closes it.
  useEffect(() => {
    if (!open) return
    const close = () => {
      pressed.current = false
      if (openTooltipId === id) setOpenTooltip(null)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null
      if (target && (trigger.current?.contains(target) || document.getElementById(tooltipId)?.contains(target))) return
      close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown, true)
    }
  }, [open, id, tooltipId])

  const reach = () => void TooltipLayer.preload()
  const onPointerEnter = (event: PointerEvent) => {
    reach()
    if (event.pointerType === 'mouse' && !open) show(false)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && open && !pressed.current) hide()
  }
  // A press toggles; one opened by hovering stays instead (as floating-ui's click-after-hover does).
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return
    reach()
    if (!open) show(true)
    else if (!pressed.current) pressed.current = true
    else hide()
  }
  // Enter or Space on the focused trigger: a click without a press before it.
  const onClick = (event: MouseEvent) => {
    if (event.detail !== 0) return
    if (open && pressed.current) hide()
    else show(true)
  }
  const onFocus = () => {
    reach()
    if (!open && trigger.current?.matches(':focus-visible')) show(false)
  }
  const onBlur = () => {
    if (open) hide()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape closes the tooltip only: inside a dialog (the filter drawer) it would otherwise also
    // be the dialog's cancel and close the whole drawer.
    if (event.key === 'Escape' && open) event.preventDefault()
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-describedby={open ? tooltipId : undefined}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onMouseDown={onMouseDown}
        onClick={onClick}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={cx(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          className,
        )}
      >
        {children ?? <Info aria-hidden="true" className="size-4" />}
      </button>
      {open && reference ? (
        <Suspense fallback={null}>
          <TooltipLayer id={tooltipId} reference={reference} content={content} placement={placement} />
        </Suspense>
      ) : null}
    </>
  )
}
