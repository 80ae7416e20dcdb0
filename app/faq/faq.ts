import type { LegalStatus, StateLimitsView, PurchaseLimitsView } from '~/legal-status/legal-status'

/**
 * The FAQ pages' rules (000 §2, §4; issue 16): topic categories from content/faq.yaml and one
 * category per state the chain trades in, whose first questions are built from the state's legal
 * facts and the checkout's purchase limits, so the FAQ can never disagree with the law page or the
 * cart. Pure: no React, no file system.
 */

export type Faq = { question: string; answer: string }

/** Icons a category may name (each drawn from app/ui/icons; components/faq-icon.tsx maps them). */
export const FAQ_ICON_NAMES = ['Store', 'ShoppingBag', 'HeartPulse', 'Leaf', 'Gift', 'MapPin', 'ShieldCheck', 'CircleHelp'] as const
export type FaqIconName = (typeof FAQ_ICON_NAMES)[number]

export type FaqCategory = {
  slug: string
  title: string
  icon: FaqIconName
  description: string
  faqs: Faq[]
  /** Set for a state's category: its law page. */
  lawPath: string | null
}

/** What a state's questions are built from (a StateLaw from app/legal-status/legal-status.server.ts). */
export type StateFaqFacts = {
  name: string
  status: LegalStatus
  statusTitle: string
  headline: string
  adultUseSales: boolean
  limits: StateLimitsView | null
  medicalProgram: { name: string; agency: string; summary: string } | null
}

/** 'a, b and c'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** '30 g of flower, 5 g of concentrate and 500 mg of THC in infused products per visit'. */
export function limitsSentence(limits: PurchaseLimitsView): string {
  const lines = limits.lines.map((line) => `${line.amount} of ${line.of}${line.equivalents ? ` (or ${line.equivalents})` : ''}`)
  return `${joinAnd(lines)} ${limits.period}`
}

/** The questions every state's category opens with, built from its facts. */
export function stateFaqs(state: StateFaqFacts): Faq[] {
  const faqs: Faq[] = [{ question: `Is cannabis legal in ${state.name}?`, answer: `${state.statusTitle}. ${state.headline}` }]
  const { limits, medicalProgram: program } = state
  if (limits) {
    const parts: string[] = []
    if (limits.adultUse) {
      const share = limits.adultUse.nonResidentShare ? ` Visitors from outside ${state.name} may buy ${limits.adultUse.nonResidentShare} of each amount.` : ''
      parts.push(`Adults 21 and over may buy ${limitsSentence(limits.adultUse)}.${share}`)
    }
    if (limits.medical) parts.push(`Registered patients may buy ${limitsSentence(limits.medical)}.`)
    parts.push('Our cart and checkout apply the same limits as the counter.')
    faqs.push({ question: `How much cannabis can I buy at once in ${state.name}?`, answer: parts.join(' ') })
  }
  if (state.adultUseSales) {
    faqs.push({
      question: `Do I need a medical card to shop in ${state.name}?`,
      answer: program
        ? `No. Adults 21 and over may buy with a valid photo ID. Registered patients of the ${program.name} show their card to shop as patients.`
        : 'No. Adults 21 and over may buy with a valid photo ID.',
    })
  } else if (program && state.status !== 'not-legal') {
    faqs.push({
      question: `Do I need a medical card to shop in ${state.name}?`,
      answer: `Yes. ${state.name} licenses no adult-use sales, so only registered patients of the ${program.name} and their caregivers may buy from a dispensary.`,
    })
  }
  if (program) {
    faqs.push({ question: `How do I get a medical card in ${state.name}?`, answer: `${program.summary} ${program.agency} runs the programme.` })
  }
  return faqs
}

/** JSON-LD FAQPage (schema.org) for the questions a page shows. */
export function faqPageJsonLd(faqs: readonly Faq[]): Record<string, unknown> | null {
  if (faqs.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  }
}

/** The id of a category's section on /faq ('faq-first-visit'), the table of contents' target. */
export function categoryAnchor(slug: string): string {
  return `faq-${slug}`
}
