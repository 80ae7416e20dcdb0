import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * A <dialog> shown as a modal sheet without `showModal()`: the drawers a shopper opens on the menu
 * (All Filters, the cart, the dispensary picker) and the consent preferences.
 *
 * Why: `showModal()` makes everything outside the dialog inert, and Chromium restyles the whole
 * page to do it. On a menu (~1,900 elements) that was 80–110 ms of a tap's 130–170 ms at a phone's
 * 4× CPU, before the drawer could paint (decision 0014). Here the dialog is put in the top layer as
 * a popover (`popover="manual"` on the element: it gets the ::backdrop and sits above everything,
 * 4–14 ms), and what the modal did besides is done by hand:
 * - a popover's ::backdrop lets clicks through (the browser's own `pointer-events: none
 *   !important`), so a transparent blocker goes into the top layer just under the sheet and hands
 *   each press and click outside the sheet to the dialog itself, as a modal's backdrop does;
 * - Tab and Shift+Tab go round the sheet's controls, and focus that lands outside comes back;
 * - Escape fires `cancel` on the dialog and closes it unless a handler prevents it (as a modal does);
 * - `aria-modal="true"` (on the element) keeps assistive technology inside the sheet;
 * - on close, focus goes back to what had it when the sheet opened.
 *
 * Give the dialog `{...SHEET_ATTRIBUTES}` and open it with `useSheet` (or `showSheet(dialog)`, then
 * focus a control in it); close it with `dialog.close()` as before (its `close` event still fires).
 *
 * The sheet's first frame: until it has painted, the dialog carries `data-opening`, and a part
 * marked `.sheet-later` (below the sheet's first screen) is not drawn (app.css). Focus moves to
 * the first control after that frame too (useSheet). What a tap pays before it sees the sheet is
 * the style and layout of what the sheet's first screen shows; the rest follows a frame later,
 * while the sheet is still sliding in.
 */

export const SHEET_ATTRIBUTES = { popover: 'manual', 'aria-modal': true } as const

/** The controls Tab goes round inside a sheet (and the first of which gets focus when it opens). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** On the dialog until its first frame has painted (see `.sheet-later` in app.css). */
const OPENING = 'data-opening'

/**
 * Runs `callback` in a task after the next frame: the frame's style, layout and paint are done, so
 * what it does is not part of the tap's next paint. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

export function showSheet(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const blocker = backdropBlocker(dialog)
  // The open attribute (so the dialog's own styles and the `open:` variants apply), not show():
  // show() runs the dialog focusing steps, a focus move with its blur and focus events and a
  // style and layout pass, in a sheet whose content is not there yet; useSheet focuses the first
  // control once it is. close() and its `close` event work the same either way. The popover puts
  // the dialog in the top layer with its backdrop; it goes there inert, because showing a popover
  // runs the popover focusing steps, which for a dialog are the dialog focusing steps again, and
  // an inert dialog has nothing they can focus.
  dialog.setAttribute('open', '')
  dialog.setAttribute(OPENING, '')
  afterNextPaint(() => dialog.removeAttribute(OPENING))
  if (dialog.popover && !dialog.matches(':popover-open')) {
    dialog.inert = true
    dialog.showPopover()
    dialog.inert = false
  }

  const tabbables = () =>
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return
    if (event.key === 'Escape') {
      event.preventDefault()
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
      return
    }
    if (event.key !== 'Tab') return
    const controls = tabbables()
    const first = controls[0]
    const last = controls[controls.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog
    if (event.shiftKey && (outside || active === first)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault()
      first.focus()
    }
  }
  // Focus that leaves the sheet (a script, an assistive technology's cursor) comes back to it.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !dialog.contains(event.target)) (tabbables()[0] ?? dialog).focus({ preventScroll: true })
  }
  const finish = () => {
    document.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('focusin', onFocusIn, true)
    dialog.removeEventListener('close', finish)
    dialog.removeAttribute(OPENING)
    if (dialog.matches(':popover-open')) dialog.hidePopover()
    blocker.remove()
    const active = document.activeElement
    if (opener?.isConnected && (active === null || active === document.body || dialog.contains(active))) opener.focus({ preventScroll: true })
  }
  // Bubbling: a control inside that handles Escape itself (a tooltip) prevents the default first.
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('focusin', onFocusIn, true)
  dialog.addEventListener('close', finish)
}

/**
 * A full-screen, transparent element over the page that passes presses and clicks on it to the
 * dialog. Not in the top layer itself (the sheet is, above it): over the rest of the page by its
 * z-index (.sheet-blocker), without the style pass and `beforetoggle` event a second popover
 * costs the tap.
 */
function backdropBlocker(dialog: HTMLDialogElement): HTMLElement {
  const blocker = document.createElement('div')
  blocker.setAttribute('aria-hidden', 'true')
  blocker.className = 'sheet-blocker'
  for (const type of ['pointerdown', 'pointerup', 'click'] as const) {
    blocker.addEventListener(type, (event) => {
      event.preventDefault()
      event.stopPropagation()
      const Init = event instanceof PointerEvent ? PointerEvent : MouseEvent
      dialog.dispatchEvent(new Init(type, { bubbles: true, cancelable: true, clientX: event.clientX, clientY: event.clientY, button: event.button }))
    })
  }
  // Outside the part of the page React owns; removed when the sheet closes.
  document.body.append(blocker)
  return blocker
}

/**
 * Opens the sheet `dialogRef` names (showSheet) while `open` is true and closes it when it turns
 * false; answers whether the sheet's content should be drawn. Render the content only when it
 * answers true.
 *
 * Why the content comes one render after the sheet opens: opening restyles the sheet in the tap's
 * task (its move into the top layer), and with the content in it that pass, and the layout of the
 * dialog focusing steps when it opened with show(), went over the whole drawer (7 ms each on this
 * machine, four times that on a phone). An empty sheet opens in no time; the content then renders
 * in the same task, before the frame, and is laid out once, in the frame. Focus then goes to the
 * sheet's first control (where the dialog focusing steps would have put it), the one focus move of
 * the tap, in a task after that frame: focusing forces a style and layout pass over the sheet, and
 * in the tap's own task it was a pass of its own before the frame's (All Filters at 4× CPU: the
 * click's task 95 → 72 ms).
 *
 * `onOpen` runs as the sheet opens, before the content's first render (a draft reset from stored
 * choices, say).
 */
export function useSheet(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, onOpen?: () => void): boolean {
  const [shown, setShown] = useState(false)
  // Closed: the next opening starts empty again.
  if (!open && shown) setShown(false)
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      onOpen?.()
      showSheet(dialog)
      setShown(true)
    }
    if (!open && dialog.open) dialog.close()
    // onOpen is read when the sheet opens, not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, dialogRef])
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!shown || !dialog?.open) return
    return afterNextPaint(() => {
      if (!dialog.open) return
      if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return
      // In a folded section ([hidden]) a control cannot take focus; checked without a layout.
      const first = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => element.tabIndex >= 0 && !element.closest('[hidden]'))
      // preventScroll: the sheet is fixed, and scrolling into view would force a layout here.
      ;(first ?? dialog).focus({ preventScroll: true })
    })
  }, [shown, dialogRef])
  return open && shown
}

