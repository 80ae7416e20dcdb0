import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { FILE_ACCEPT, FILE_DELETED_NOTICE_MS, FILE_MESSAGES, fileHelperText, type FilePickerVariant } from '../file-rules'
import { uploadFile, UploadError, type UploadedFile } from '../upload-client'

/**
 * The file picker (000 §5, 002 §5): one file of JPG, PNG or PDF up to 50 MB, uploaded as soon as it
 * is chosen (signed URL, PUT, confirm) and deletable; deleting shows 'File was deleted successfully'
 * for 5 seconds. The form keeps only the confirmed upload's id. Uploading needs JavaScript: without
 * it the picker says so and the form goes without a file.
 */
export function FilePicker({
  label,
  variant = 'default',
  value,
  onChange,
  error,
  uploadKey,
  required = false,
  noScriptNote = 'Attaching a file needs JavaScript. You can send your message without one.',
}: {
  label: string
  /** The name the file is stored under (the key plus its extension, 002 §5). */
  uploadKey?: string
  required?: boolean
  /** What the picker says without JavaScript. */
  noScriptNote?: string
  variant?: FilePickerVariant
  value: UploadedFile | null
  onChange: (file: UploadedFile | null) => void
  error?: string
}) {
  const id = useId()
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [deleted, setDeleted] = useState(false)
  const helperId = `${id}-helper`
  const errorId = `${id}-error`
  const shown = problem ?? error ?? null

  useEffect(() => {
    if (!deleted) return
    const timer = window.setTimeout(() => setDeleted(false), FILE_DELETED_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [deleted])

  async function pick(file: File | undefined) {
    if (!file) return
    setProblem(null)
    setDeleted(false)
    setUploading(true)
    try {
      onChange(await uploadFile(file, { variant, key: uploadKey }))
    } catch (failure) {
      setProblem(failure instanceof UploadError ? failure.message : 'The file could not be uploaded. Please try again.')
      onChange(null)
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  function remove() {
    onChange(null)
    setProblem(null)
    setDeleted(true)
    input.current?.focus()
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <p id={helperId} className="text-sm text-ink-muted">
        {fileHelperText(variant)}
      </p>
      {hydrated ? null : <p className="text-sm font-medium text-ink">{noScriptNote}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        accept={FILE_ACCEPT}
        disabled={!hydrated || uploading || value !== null}
        aria-describedby={[helperId, shown ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void pick(event.target.files?.[0])}
        className="block w-full rounded-lg border border-dashed border-line-strong bg-surface px-3 py-3 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      />
      <div role="status" aria-live="polite" className="text-sm">
        {uploading ? <p className="text-ink-muted">Uploading your file…</p> : null}
        {deleted ? <p className="font-medium text-brand-800">{FILE_MESSAGES.deleted}</p> : null}
      </div>
      {value ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-brand-50 px-3 py-2">
          <p className="min-w-0 truncate text-sm text-ink">
            <span className="sr-only">Attached file: </span>
            {value.fileName}
          </p>
          <button type="button" onClick={remove} className="min-h-11 shrink-0 px-2 text-sm font-semibold text-danger underline underline-offset-4">
            Delete<span className="sr-only"> {value.fileName}</span>
          </button>
        </div>
      ) : null}
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  )
}
