import type SignaturePadType from 'signature_pad'
import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { SIGNATURE_TYPE, signatureSize, signatureValue, typedSignatureName } from '../signature'
import { uploadFile, UploadError, type UploadedFile } from '../upload-client'

type Phase = 'drawing' | 'saving' | 'signed'

/**
 * The signature pad (002 §4, §9): the visitor draws in a 430×176 box (350 wide on phones), 'Reset'
 * clears it, 'Use this signature' keeps it: the drawing becomes the signature value (a PNG named
 * '{field}.png', 002 §3), is uploaded like any file, and shows as an image with a 'sign again' link.
 * The form keeps the upload's id in a hidden field named after the signature field.
 *
 * Drawing needs a pointer. Keyboard and screen-reader users sign by typing their full name: the
 * name is written into the same box in a handwriting style and kept the same way (decision 0026).
 * The pad's library (signature_pad) is a chunk of its own, fetched once the page is live, on these pages only.
 */
export function SignatureField({
  field,
  label,
  required = true,
  error,
  onChange,
}: {
  field: string
  label: string
  required?: boolean
  error?: string
  /** The field and the signature's upload id ('' once cleared), for the form's state. */
  onChange: (field: string, uploadId: string) => void
}) {
  const id = useId()
  const hydrated = useHydrated()
  const canvas = useRef<HTMLCanvasElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const pad = useRef<SignaturePadType | null>(null)
  const [phase, setPhase] = useState<Phase>('drawing')
  const [drawn, setDrawn] = useState(false)
  const [ready, setReady] = useState(false)
  const [typed, setTyped] = useState('')
  const [signed, setSigned] = useState<{ upload: UploadedFile; dataUrl: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [size, setSize] = useState({ width: 350, height: 176 })

  // Size the canvas for the screen: 430 wide from the md breakpoint, 350 below, never wider than its
  // column; measured again whenever the field's box changes (a hidden step shows, the window turns).
  useEffect(() => {
    const element = box.current
    if (!hydrated || !element) return
    const fit = () => {
      const room = element.clientWidth
      if (room === 0) return
      const wanted = signatureSize(window.innerWidth)
      const width = Math.min(wanted.width, room)
      setSize((current) => (current.width === width && current.height === wanted.height ? current : { width, height: wanted.height }))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(element)
    return () => observer.disconnect()
  }, [hydrated])

  useEffect(() => {
    if (!hydrated || phase !== 'drawing' || !canvas.current) return
    let cancelled = false
    const element = canvas.current
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    element.width = size.width * ratio
    element.height = size.height * ratio
    element.getContext('2d')?.scale(ratio, ratio)
    const started = () => setDrawn(true)
    void import('signature_pad').then(({ default: SignaturePad }) => {
      if (cancelled) return
      const instance = new SignaturePad(element, { penColor: '#1f2a24', backgroundColor: 'rgb(255,255,255)' })
      instance.addEventListener('endStroke', started)
      pad.current = instance
      setReady(true)
    })
    return () => {
      cancelled = true
      setReady(false)
      pad.current?.removeEventListener('endStroke', started)
      pad.current?.off()
      pad.current = null
    }
  }, [hydrated, phase, size])

  function reset() {
    pad.current?.clear()
    setDrawn(false)
    setProblem(null)
  }

  async function keep(dataUrl: string) {
    const value = signatureValue(field, dataUrl)
    if (!value) {
      setProblem('The signature could not be read. Please sign again.')
      return
    }
    setPhase('saving')
    setProblem(null)
    try {
      const upload = await uploadFile(new File([value.blob], value.name, { type: SIGNATURE_TYPE }))
      setSigned({ upload, dataUrl })
      setPhase('signed')
    } catch (failure) {
      setProblem(failure instanceof UploadError ? failure.message : 'The signature could not be saved. Please try again.')
      setPhase('drawing')
      setDrawn(false)
    }
  }

  function keepDrawing() {
    if (!pad.current || pad.current.isEmpty()) return
    void keep(pad.current.toDataURL(SIGNATURE_TYPE))
  }

  function keepTyped() {
    const name = typedSignatureName(typed)
    if (!name) {
      setProblem('Please type your full name to sign.')
      return
    }
    // The typed name, written into a canvas of the pad's size, is the signature image.
    const ratio = 2
    const drawing = document.createElement('canvas')
    drawing.width = size.width * ratio
    drawing.height = size.height * ratio
    const context = drawing.getContext('2d')
    if (!context) return
    context.scale(ratio, ratio)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.fillStyle = '#1f2a24'
    context.textBaseline = 'middle'
    let fontSize = 40
    do {
      context.font = `italic ${fontSize}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`
      fontSize -= 2
    } while (context.measureText(name).width > size.width - 32 && fontSize > 14)
    context.fillText(name, 16, size.height / 2)
    void keep(drawing.toDataURL(SIGNATURE_TYPE))
  }

  function signAgain() {
    setSigned(null)
    setDrawn(false)
    setTyped('')
    setPhase('drawing')
  }

  const uploadId = signed?.upload.id ?? ''
  useEffect(() => onChange(field, uploadId), [field, uploadId, onChange])

  const errorId = `${id}-error`
  const shown = problem ?? error
  return (
    <div ref={box} className="flex flex-col gap-2" data-field={field} tabIndex={-1} aria-describedby={shown ? errorId : undefined} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </p>
      <input type="hidden" name={field} value={uploadId} />
      {!hydrated ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-sunken px-3 py-3 text-sm font-medium text-ink">
          Signing needs JavaScript. Turn JavaScript on to sign and send this form, or ask the dispensary for a paper form.
        </p>
      ) : signed ? (
        <div className="flex flex-col items-start gap-2">
          <img src={signed.dataUrl} alt={`${label} (signed)`} width={size.width} height={size.height} className="max-w-full rounded-lg border border-line bg-white" />
          <p role="status" className="text-sm text-ink-muted">
            Signed.{' '}
            <button type="button" onClick={signAgain} className="min-h-11 font-semibold text-brand-800 underline underline-offset-4">
              Sign again<span className="sr-only">: {label}</span>
            </button>
          </p>
        </div>
      ) : (
        <>
          <p id={`${id}-how`} className="text-sm text-ink-muted">
            Draw your signature in the box with a finger, stylus or mouse, then choose Use this signature.
          </p>
          <canvas
            ref={canvas}
            aria-label={`Signature box for: ${label}. Drawing needs a pointer; you can type your name below instead.`}
            role="img"
            data-ready={ready ? 'true' : undefined}
            style={{ width: size.width, height: size.height }}
            className="touch-none rounded-lg border border-line-strong bg-white"
          />
          {ready ? null : (
            <p role="status" className="text-sm text-ink-muted">
              Preparing the signature box…
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={reset} className="min-h-11 rounded-full border border-line-strong px-4 text-sm font-semibold text-ink">
              Reset<span className="sr-only"> the signature box</span>
            </button>
            <button
              type="button"
              onClick={keepDrawing}
              disabled={!drawn || phase === 'saving'}
              className="min-h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
            >
              Use this signature
            </button>
          </div>
          <div className="mt-1 flex flex-col gap-1.5 rounded-lg bg-sunken p-3">
            <label htmlFor={`${id}-typed`} className="text-sm font-semibold text-ink">
              Or type your full name to sign
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${id}-typed`}
                type="text"
                autoComplete="name"
                value={typed}
                maxLength={60}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    keepTyped()
                  }
                }}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink"
              />
              <button type="button" onClick={keepTyped} disabled={phase === 'saving'} className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 disabled:opacity-50">
                Sign with my typed name
              </button>
            </div>
          </div>
          {phase === 'saving' ? (
            <p role="status" className="text-sm text-ink-muted">
              Saving your signature…
            </p>
          ) : null}
        </>
      )}
      {shown && !signed ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  )
}
