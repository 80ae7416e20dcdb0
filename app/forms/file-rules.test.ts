import { describe, expect, it } from 'vitest'
import {
  BYTES_PER_MB,
  checkPickedFile,
  DEFAULT_MAX_FILE_BYTES,
  displayFileName,
  extensionOf,
  FILE_MESSAGES,
  fileHelperText,
  isIncludedFile,
  oversizeMessage,
  storedFileName,
} from './file-rules'

const DEFAULT_OVERSIZE = 'Error uploading file. Max file size is 50 Mb. Supported file types are .jpg, .jpeg, .pdf and .png'

describe('the file picker (002 §5)', () => {
  it('counts 1 MB as 1,048,576 bytes and allows 50 MB by default', () => {
    expect(BYTES_PER_MB).toBe(1_048_576)
    expect(DEFAULT_MAX_FILE_BYTES).toBe(52_428_800)
  })

  it.each<[string, { name: string; type: string; size: number }, { variant?: 'default' | 'va'; maxMb?: number } | undefined, string | null]>([
    ['a JPG', { name: 'receipt.jpg', type: 'image/jpeg', size: 1_000 }, undefined, null],
    ['a JPEG', { name: 'label.JPEG', type: 'image/jpeg', size: 1_000 }, undefined, null],
    ['a PNG', { name: 'card.png', type: 'image/png', size: 1_000 }, undefined, null],
    ['a PDF', { name: 'letter.pdf', type: 'application/pdf', size: 1_000 }, undefined, null],
    ['a PDF with no declared type', { name: 'letter.pdf', type: '', size: 1_000 }, undefined, null],
    ['exactly 50 MB', { name: 'scan.pdf', type: 'application/pdf', size: 50 * 1_048_576 }, undefined, null],
    ['one byte over 50 MB', { name: 'scan.pdf', type: 'application/pdf', size: 50 * 1_048_576 + 1 }, undefined, DEFAULT_OVERSIZE],
    ['over 50 MB in the Virginia form', { name: 'scan.pdf', type: 'application/pdf', size: 60 * 1_048_576 }, { variant: 'va' }, 'Your file upload exceeds the maximum size. Please reduce the file size.'],
    ['over a 2 MB cap', { name: 'scan.png', type: 'image/png', size: 3 * 1_048_576 }, { maxMb: 2 }, 'Error uploading file. Max file size is 2 Mb. Supported file types are .jpg, .jpeg, .pdf and .png'],
    ['a GIF', { name: 'funny.gif', type: 'image/gif', size: 10 }, undefined, 'Invalid file type. File must be JPG, PNG or PDF.'],
    ['an .exe', { name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, undefined, 'Invalid file type. File must be JPG, PNG or PDF.'],
    ['a .pdf whose declared type is a program', { name: 'setup.pdf', type: 'application/x-msdownload', size: 10 }, undefined, 'Invalid file type. File must be JPG, PNG or PDF.'],
    ['no extension', { name: 'README', type: '', size: 10 }, undefined, 'Invalid file type. File must be JPG, PNG or PDF.'],
    ['a wrong type that is also too big (type first)', { name: 'movie.mov', type: 'video/quicktime', size: 60 * 1_048_576 }, undefined, 'Invalid file type. File must be JPG, PNG or PDF.'],
  ])('%s → %j', (_name, file, options, expected) => {
    expect(checkPickedFile(file, options)).toBe(expected)
  })

  it.each<['default' | 'va', number, string]>([
    ['default', 50, '*Optional. Max file size is 50 Mb. Supported file types are .jpg, .png and .pdf'],
    ['va', 50, 'Max file size is 50 Mb. Supported file types are .pdf, .jpg, and .png.'],
    ['default', 10, '*Optional. Max file size is 10 Mb. Supported file types are .jpg, .png and .pdf'],
  ])('helper text, %s form, %i MB', (variant, mb, text) => {
    expect(fileHelperText(variant, mb)).toBe(text)
  })

  it('says the exact messages', () => {
    expect(FILE_MESSAGES.invalidType).toBe('Invalid file type. File must be JPG, PNG or PDF.')
    expect(FILE_MESSAGES.deleted).toBe('File was deleted successfully')
    expect(oversizeMessage('default')).toBe(DEFAULT_OVERSIZE)
  })
})

describe('the upload helper (002 §5)', () => {
  it.each<[string, { name?: string | null; type?: string | null } | null, boolean]>([
    ['name and type', { name: 'a.pdf', type: 'application/pdf' }, true],
    ['no type', { name: 'a.pdf', type: '' }, false],
    ['no name', { name: '', type: 'application/pdf' }, false],
    ['nothing', null, false],
  ])('includes a file with %s: %s', (_name, file, included) => {
    expect(isIncludedFile(file)).toBe(included)
  })

  it.each<[string | null, string, string]>([
    ['virginia-id', 'License Scan.PDF', 'virginia-id.pdf'],
    ['signature-virginia', 'signature.png', 'signature-virginia.png'],
    ['registration-card', 'card', 'registration-card'],
    [null, 'receipt.jpg', 'receipt.jpg'],
    ['', 'receipt.jpg', 'receipt.jpg'],
  ])('key %j and %j are stored as %j', (key, name, stored) => {
    expect(storedFileName(key, name)).toBe(stored)
  })

  it.each<[string, string]>([
    ['a.b.PDF', 'pdf'],
    ['.hidden', ''],
    ['dir/photo.jpeg', 'jpeg'],
    ['noext', ''],
  ])('extensionOf(%j) is %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension)
  })

  it.each<[string, string]>([
    ['C:\\Users\\me\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['bad"name\u0007.png', 'badname.png'],
    ['   ', 'file'],
    [`${'x'.repeat(200)}.pdf`, `${'x'.repeat(116)}.pdf`],
  ])('displayFileName(%j) is %j', (name, shown) => {
    expect(displayFileName(name)).toBe(shown)
  })
})
