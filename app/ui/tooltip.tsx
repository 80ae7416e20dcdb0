import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react'
import { Info } from '~/ui/icons'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { cx } from './cx'

/** 000 §9 / issue 7: offset 8 px from the trigger, 16 px from the viewport edges, bottom by default. */
export const TOOLTIP_OFFSET = 8
export const TOOLTIP_VIEWPORT_MARGIN = 16

/*
 * One tooltip is open at a time across the page (000 §4): the open one's id lives here, outside
 * React, so tooltips in unrelated parts of the tree close each other.
 */
let openTooltipId: string | null = null
const listeners = new Set<() => void>()

function setOpenTooltip(id: string | null) {
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
  placement?: Extract<Placement, 'top' | 'bottom'>
  className?: string
}

/**
 * A tooltip on a button (000 §4). Pointer enter opens it on devices with a mouse, pointer down
 * toggles it (touch), keyboard focus opens it, Escape or a click outside closes it; it flips between
 * bottom and top to stay on screen. The trigger is a real button, so it is reachable by Tab.
 */
export function Tooltip({ content, label, children, placement = 'bottom', className }: TooltipProps) {
  const id = useId()
  const open = useSyncExternalStore(
    subscribe,
    () => openTooltipId === id,
    () => false,
  )
  /*
   * Inside a <dialog> (the filter drawer, a sheet in the top layer) the tooltip must render in that
   * dialog: a tooltip portalled to <body> would be hidden behind it (and, in a modal dialog, inert). Looked up when it opens: set from the trigger's ref callback, the
   * state re-rendered every tooltip of the page synchronously inside the hydration's commit.
   */
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null)
  const trigger = useRef<HTMLButtonElement | null>(null)
  const onOpenChange = useCallback((next: boolean) => {
    if (next) {
      setPortalRoot(trigger.current?.closest('dialog') ?? null)
      setOpenTooltip(id)
    } else if (openTooltipId === id) setOpenTooltip(null)
  }, [id])

  useEffect(() => () => {
    if (openTooltipId === id) setOpenTooltip(null)
  }, [id])

  const { context, floatingStyles, placement: actual, ...floating } = useFloating({
    open,
    onOpenChange,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(TOOLTIP_OFFSET),
      flip({ padding: TOOLTIP_VIEWPORT_MARGIN, fallbackPlacements: [placement === 'bottom' ? 'top' : 'bottom'] }),
      shift({ padding: TOOLTIP_VIEWPORT_MARGIN }),
    ],
  })
  // floating-ui's ref setters are callbacks, not ref objects: passing them as `ref` is not reading a ref.
  const { setFloating } = floating.refs
  const setFloatingReference = floating.refs.setReference
  const setReference = useCallback(
    (node: HTMLButtonElement | null) => {
      trigger.current = node
      setFloatingReference(node)
    },
    [setFloatingReference],
  )

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { mouseOnly: true, move: false }),
    useFocus(context, { visibleOnly: true }),
    useClick(context, { event: 'mousedown', ignoreMouse: false }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])

  return (
    <>
      <button
        type="button"
        ref={setReference}
        aria-label={label}
        className={cx(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          className,
        )}
        {...getReferenceProps({
          // Escape closes the tooltip only: inside a modal dialog (the filter drawer) the browser
          // would otherwise also take it as the dialog's cancel and close the whole drawer.
          onKeyDown(event) {
            if (event.key === 'Escape' && open) event.preventDefault()
          },
        })}
      >
        {children ?? <Info aria-hidden="true" className="size-4" />}
      </button>
      {open ? (
        <FloatingPortal root={portalRoot ?? undefined}>
          <div
            ref={setFloating}
            style={floatingStyles}
            data-placement={actual}
            className="z-50 max-w-72 rounded-xl bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg"
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  )
}
