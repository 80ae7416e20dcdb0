/**
 * 002 §3: "A table maps state names to two-letter codes for 50 states, DC and Canadian provinces and
 * territories." The US rows also carry the slug every state-scoped path uses (`/dispensaries/{slug}`,
 * `/cannabis-laws-by-state/{slug}`): the name, lower-case, spaces as dashes, as the seed's states
 * table spells them.
 */
export type Jurisdiction = { code: string; name: string }
export type UsState = Jurisdiction & { slug: string }

const US: readonly Jurisdiction[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
]

export const CANADIAN_PROVINCES: readonly Jurisdiction[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
]

/** 'New York' → 'new-york'. */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/** The 50 states and DC, alphabetical by name. */
export const US_STATES: readonly UsState[] = US.map((state) => ({ ...state, slug: slugOf(state.name) }))

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code)

/**
 * The two-letter code of a US state, DC or a Canadian province or territory, from its name written
 * with spaces or dashes in any case ('new-york', 'New York'), or from its code; null when unknown.
 */
export function jurisdictionCode(nameOrCode: string): string | null {
  const wanted = slugOf(nameOrCode)
  if (!wanted) return null
  const all = [...US_STATES, ...CANADIAN_PROVINCES]
  const byCode = all.find((entry) => entry.code.toLowerCase() === wanted)
  if (byCode) return byCode.code
  return all.find((entry) => slugOf(entry.name) === wanted)?.code ?? null
}

export function usStateBySlug(slug: string): UsState | null {
  return US_STATES.find((state) => state.slug === slug) ?? null
}

export function usStateByCode(code: string): UsState | null {
  return US_STATES.find((state) => state.code === code.toUpperCase()) ?? null
}
