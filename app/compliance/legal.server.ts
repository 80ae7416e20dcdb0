import path from 'node:path'
import { readMarkdown } from '~/content/content.server'
import { legalPageSchema, LEGAL_PAGES, type LegalPageMeta, type LegalPageSlug } from '~/content/shell-schema'
import { getEnv } from '~/env.server'

export type LegalPage = LegalPageMeta & { slug: LegalPageSlug; body: string }

const cache = new Map<LegalPageSlug, Promise<LegalPage>>()

export function isLegalPageSlug(value: string): value is LegalPageSlug {
  return (LEGAL_PAGES as readonly string[]).includes(value)
}

/**
 * A legal page from content/legal/{slug}.md, validated, read once per process (the files change
 * only with a deploy). A failed read is not cached, so a fixed file is picked up.
 */
export function getLegalPage(slug: LegalPageSlug, contentDir = getEnv().CONTENT_DIR): Promise<LegalPage> {
  let page = cache.get(slug)
  if (!page) {
    page = readMarkdown(path.join(contentDir, 'legal', `${slug}.md`), legalPageSchema).then(({ data, body }) => ({
      ...data,
      slug,
      body,
    }))
    page.catch(() => cache.delete(slug))
    cache.set(slug, page)
  }
  return page
}
