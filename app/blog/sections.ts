import type { BlogSection } from './blog-schema'
import { slugify } from './slug'

/**
 * The body of a blog file as sections (002 §3 blogSectionsCollection): each level-2 heading
 * (`## Title`) starts one, titled by the heading, and is listed in the 'Content' table of contents
 * unless the heading ends with `{no-toc}` (useInToC off). Text before the first heading is the
 * intro. Headings inside fenced code blocks are text.
 */
export function splitSections(markdown: string): { intro: string; sections: BlogSection[] } {
  const intro: string[] = []
  const sections: { title: string; useInToC: boolean; lines: string[] }[] = []
  let fence: string | null = null
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1]!
      if (fence === null) fence = marker[0]!
      else if (marker[0] === fence) fence = null
    }
    const heading = fence === null ? /^ {0,3}##[ \t]+(.*?)[ \t#]*$/.exec(line) : null
    if (heading) {
      const raw = heading[1]!.trim()
      const hidden = /\s*\{no-toc\}$/.test(raw)
      sections.push({ title: raw.replace(/\s*\{no-toc\}$/, '').trim(), useInToC: !hidden, lines: [] })
    } else {
      ;(sections.at(-1)?.lines ?? intro).push(line)
    }
  }
  const ids = new Map<string, number>()
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map((section, index) => {
      const base = slugify(section.title) || `section-${index + 1}`
      const seen = ids.get(base) ?? 0
      ids.set(base, seen + 1)
      return {
        id: seen === 0 ? base : `${base}-${seen + 1}`,
        title: section.title,
        body: section.lines.join('\n').trim(),
        useInToC: section.useInToC,
      }
    }),
  }
}

/** What is wrong with a file's sections, as messages for the start-up error (empty when fine). */
export function sectionProblems(parts: { intro: string; sections: BlogSection[] }, showToC: boolean): string[] {
  const problems: string[] = []
  if (!parts.intro && parts.sections.length === 0) problems.push('body: must not be empty')
  parts.sections.forEach((section, index) => {
    if (!section.title) problems.push(`sections[${index}]: the heading has no title`)
    if (!section.body) problems.push(`sections[${index}] '${section.title}': has no text under its heading`)
  })
  if (showToC && !parts.sections.some((section) => section.useInToC)) {
    problems.push('showToC: is on but no section is listed in the table of contents (a level-2 heading without {no-toc})')
  }
  return problems
}

/** Words a reader reads per minute, for the hero's read time (002 §3 readTime). */
export const WORDS_PER_MINUTE = 200

/** Minutes to read the given texts: whole minutes, rounded up, at least 1. */
export function readingMinutes(texts: readonly string[]): number {
  const words = texts
    .join(' ')
    .replace(/[#*_>`[\]()|-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
