/**
 * The file picker's and the upload helper's rules (000 §5, 002 §5, §9): which files a form takes,
 * how big, and what the picker says. Pure, shared by the browser's picker and the server's checks.
 */

/** 1 MB = 1,048,576 bytes (002 §5). */
export const BYTES_PER_MB = 1_048_576
/** Default maximum file size, in MB (002 §9). */
export const DEFAULT_MAX_FILE_MB = 50
export const DEFAULT_MAX_FILE_BYTES = DEFAULT_MAX_FILE_MB * BYTES_PER_MB

/** Extensions the picker accepts (002 §5: jpeg, jpg, png and pdf). */
export const ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const
/** Content types a stored file may have, decided by its bytes (the sniffed type), not its name. */
export const ALLOWED_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number]

/** The picker's `accept` attribute. */
export const FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf'

/** Which form the picker sits in: the Virginia form has its own oversize message and helper text. */
export type FilePickerVariant = 'default' | 'va'

export const FILE_MESSAGES = {
  invalidType: 'Invalid file type. File must be JPG, PNG or PDF.',
  oversizeVa: 'Your file upload exceeds the maximum size. Please reduce the file size.',
  deleted: 'File was deleted successfully',
} as const

/** How long 'File was deleted successfully' shows (002 §9: 5000 ms). */
export const FILE_DELETED_NOTICE_MS = 5_000

export function oversizeMessage(variant: FilePickerVariant, maxMb: number = DEFAULT_MAX_FILE_MB): string {
  return variant === 'va'
    ? FILE_MESSAGES.oversizeVa
    : `Error uploading file. Max file size is ${maxMb} Mb. Supported file types are .jpg, .jpeg, .pdf and .png`
}

export function fileHelperText(variant: FilePickerVariant, maxMb: number = DEFAULT_MAX_FILE_MB): string {
  return variant === 'va'
    ? `Max file size is ${maxMb} Mb. Supported file types are .pdf, .jpg, and .png.`
    : `*Optional. Max file size is ${maxMb} Mb. Supported file types are .jpg, .png and .pdf`
}

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

export function isAllowedExtension(name: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(name))
}

export function isAllowedContentType(type: string): type is AllowedContentType {
  return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type.toLowerCase())
}

export type PickedFile = { name: string; type: string; size: number }

/**
 * What the picker says about a chosen file, or null when it may be uploaded: the type by name and
 * declared type first (the server checks the bytes again), then the size.
 */
export function checkPickedFile(
  file: PickedFile,
  { variant = 'default', maxMb = DEFAULT_MAX_FILE_MB }: { variant?: FilePickerVariant; maxMb?: number } = {},
): string | null {
  const typeOk = isAllowedExtension(file.name) && (file.type === '' || isAllowedContentType(file.type))
  if (!typeOk) return FILE_MESSAGES.invalidType
  if (file.size > maxMb * BYTES_PER_MB) return oversizeMessage(variant, maxMb)
  return null
}

/** The upload helper includes a file only if it has a name and a type (002 §5). */
export function isIncludedFile(file: { name?: string | null; type?: string | null } | null | undefined): boolean {
  return Boolean(file?.name) && Boolean(file?.type)
}

/**
 * The name a file is stored under (002 §5): the given key plus the original extension
 * ('virginia-id' + 'scan.PDF' → 'virginia-id.pdf'), otherwise the original name.
 */
export function storedFileName(key: string | null | undefined, originalName: string): string {
  if (!key) return originalName
  const extension = extensionOf(originalName)
  return extension ? `${key}.${extension}` : key
}

/** A file name safe to show and to put in a Content-Disposition header: no paths, no control characters, at most 120 characters. */
export function displayFileName(name: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f' && c !== '"')
    .join('')
    .trim()
  return (base || 'file').slice(-120)
}
