import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { siteSchema, type SiteContent } from './schemas'

/**
 * The content interface. The embedded implementation reads typed files from `content/`; a headless
 * CMS adapter can implement the same interface later without callers noticing.
 */
export interface ContentSource {
  site(): SiteContent
}

export class ContentError extends Error {
  override name = 'ContentError'
}

let source: ContentSource | undefined

/** Read and validate every content file; a bad file stops start-up naming the file and field. */
export async function loadContent(dir: string): Promise<ContentSource> {
  const root = path.resolve(dir)
  const site = await readYaml(root, 'site.yaml', siteSchema)
  source = { site: () => site }
  return source
}

export function getContent(): ContentSource {
  if (!source) throw new Error('Content is not loaded: call loadContent() at start-up first.')
  return source
}

async function readYaml<S extends z.ZodType>(root: string, file: string, schema: S): Promise<z.infer<S>> {
  const full = path.join(root, file)
  let raw: unknown
  try {
    raw = parseYaml(await readFile(full, 'utf8'))
  } catch (error) {
    throw new ContentError(`Content file ${full} cannot be read: ${(error as Error).message}`)
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`)
    throw new ContentError(`Content file ${full} is invalid:\n${lines.join('\n')}`)
  }
  return result.data
}
