/**
 * Guides (issue 16): the content pages /getting-a-medical-card, /patient-guide and
 * /dispensary-guides, and the per-state medical-card steps. Pure rules.
 */
export const GUIDE_SLUGS = ['getting-a-medical-card', 'patient-guide', 'dispensary-guides'] as const
export type GuideSlug = (typeof GUIDE_SLUGS)[number]

export function isGuideSlug(slug: string): slug is GuideSlug {
  return (GUIDE_SLUGS as readonly string[]).includes(slug)
}

/** The placeholders a state's medical-card text may use. */
export const MEDICAL_CARD_PLACEHOLDERS = ['state', 'programName', 'agency'] as const
export type MedicalCardValues = Record<(typeof MEDICAL_CARD_PLACEHOLDERS)[number], string>

/** '{name}' placeholders in a text that are not in the allowed list. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '').filter((name) => !(MEDICAL_CARD_PLACEHOLDERS as readonly string[]).includes(name))
}

/** Fills every '{state}', '{programName}' and '{agency}'. */
export function fillPlaceholders(text: string, values: MedicalCardValues): string {
  return text.replace(/\{(state|programName|agency)\}/g, (_match, name: keyof MedicalCardValues) => values[name])
}
