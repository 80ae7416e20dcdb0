import { z } from 'zod'
import { isLimitState } from '~/checkout/purchase-limits'
import { LEGAL_STATUSES } from './legal-status'
import { US_STATE_CODES } from './us-states'

/**
 * `content/legal-status.yaml`: the legal-status page (002 §2: hero, two intro sections, the map, one
 * section per state, the rewards block) and the facts of every state and DC that the page, the
 * state law pages and their index show. Validated at start-up (app/content/content.server.ts).
 */

const text = z.string().trim().min(1)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
/** A site path ('/rewards') or an https address. */
const href = z.string().regex(/^(\/(?!\/)|https:\/\/)/, "a site path starting with '/' or an https:// address")

const cta = z.object({ title: z.string(), longUrl: z.string(), openInNewTab: z.boolean().optional() })

const medicalProgram = z.object({
  name: text,
  agency: text,
  /** One or two sentences: who qualifies, what it allows. */
  summary: text,
  url: z.string().regex(/^https:\/\//, 'an https:// address').optional(),
})

const stateFacts = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code'),
  status: z.enum(LEGAL_STATUSES),
  /** Whether licensed stores sell to adults without a medical card (false where only possession is legal, e.g. DC). */
  adultUseSales: z.boolean().default(false),
  /** The law's headline, one sentence for the map's summary and the index. */
  headline: text,
  /**
   * What an adult or patient may possess, as prose, for the states the chain does not trade in. The
   * chain's states take their limits from the checkout's table instead, so they must not carry it.
   */
  possession: text.optional(),
  medicalProgram: medicalProgram.optional(),
  /** The state's section on the legal-status page and the body of its law page (Markdown). */
  section: text,
  /** Whether the legal-status page's 'Content' list names this state's section (002 §2 "sections flagged for it"). */
  useInToC: z.boolean().default(false),
})

export type StateFactsContent = z.infer<typeof stateFacts>

/** Rules a single entry must keep, apart from its shape. Exported for the table-driven tests. */
export function stateFactsProblems(state: StateFactsContent): string[] {
  const problems: string[] = []
  if (state.adultUseSales && state.status !== 'recreational') problems.push('adultUseSales needs the status recreational')
  if (isLimitState(state.code) && state.possession !== undefined) {
    problems.push('possession must not be written for a state whose limits come from the checkout table (app/checkout/purchase-limits.ts)')
  }
  if (!isLimitState(state.code) && state.status !== 'not-legal' && state.possession === undefined) {
    problems.push('possession is needed: the state has a legal programme and no checkout limits')
  }
  if (state.status === 'not-legal' && state.medicalProgram) problems.push('a Not Legal state has no medical programme')
  if (state.status === 'full-medical' && !state.medicalProgram) problems.push('Full Medical Use needs its medicalProgram')
  if (state.status === 'limited-medical' && !state.medicalProgram && state.possession === undefined) {
    problems.push('Limited Medical Use needs a medicalProgram or a possession rule')
  }
  return problems
}

export const legalStatusSchema = z
  .object({
    page: z.object({
      hero: z.object({
        title: text,
        subTitle: text,
        description: text,
        publishDate: isoDate,
        /** 002 §2: "category defaulting to Resources". */
        category: text.default('Resources'),
        /** Minutes. */
        readTime: z.number().int().positive(),
        breadcrumbs: z.array(z.object({ breadcrumbTitle: text, slug: href })).min(1),
      }),
      /** 002 §2: the optional 'Content' table of contents, listing the map, the state list and the states flagged useInToC. */
      showToC: z.boolean().default(false),
      /** The map intro (before the map) and the second intro (after it), Markdown. */
      intro: text,
      secondIntro: text,
      /** 002 §3 rewards block; shown only when title, description and calls to action all exist. */
      rewards: z
        .object({ title: z.string().optional(), description: z.string().optional(), ctaCollection: z.array(cta).optional() })
        .optional(),
      lawsIndex: z.object({ title: text, description: text }),
      /** A sentence every state page closes with: the facts are a summary, not legal advice. */
      disclaimer: text,
    }),
    states: z.array(stateFacts),
  })
  .superRefine((content, context) => {
    const seen = new Set<string>()
    content.states.forEach((state, index) => {
      if (!US_STATE_CODES.includes(state.code)) {
        context.addIssue({ code: 'custom', path: ['states', index, 'code'], message: `${state.code} is not a US state or DC` })
      }
      if (seen.has(state.code)) context.addIssue({ code: 'custom', path: ['states', index, 'code'], message: `${state.code} is listed twice` })
      seen.add(state.code)
      for (const problem of stateFactsProblems(state)) context.addIssue({ code: 'custom', path: ['states', index], message: problem })
    })
    const missing = US_STATE_CODES.filter((code) => !seen.has(code))
    if (missing.length) context.addIssue({ code: 'custom', path: ['states'], message: `every state and DC needs an entry; missing: ${missing.join(', ')}` })
  })

export type LegalStatusContent = z.infer<typeof legalStatusSchema>
