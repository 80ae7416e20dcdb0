/**
 * A URL segment from a name: 'Strains & Terpenes' → 'strains-and-terpenes' (the blog's category
 * slugs in /blog/{categorySlug}/… and ?filter-category=, 002 §2), and heading anchors.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
