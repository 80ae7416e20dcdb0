/**
 * Page-weight budgets, checked in CI by tests/e2e/budgets.spec.ts (deterministic, not timed) and
 * reported by `npm run bench`. 1 kB = 1,000 bytes.
 *
 * javaScriptGzipBytes: the sum of the gzip sizes (zlib level 9) of every script the page's HTML
 * makes the browser load — module preloads, script elements and the imports of inline module
 * scripts (scripts/page-weight.ts). The menu's is issue 13's target; the others are what the pages
 * loaded at the end of issue 13 (the shell lost ~18 kB there), rounded up to the kB plus 3 kB of
 * headroom, so a later feature cannot creep them up unnoticed.
 *
 * To change a budget: edit the number here in the same commit as the change that needs it, and say
 * in the commit message why the page may carry that much more (or that it now carries less).
 */
export const PAGE_BUDGETS = {
  home: { javaScriptGzipBytes: 131_000 },
  dispensaries: { javaScriptGzipBytes: 132_000 },
  state: { javaScriptGzipBytes: 132_000 },
  /** Issue 15 (measured 127.7 and 130.0 kB before the map wrapper, + 3 kB): the state deals list; the locator (its combobox). */
  stateDeals: { javaScriptGzipBytes: 131_000 },
  providers: { javaScriptGzipBytes: 134_000 },
  /** + 1 kB in issue 17 (measured 132.0 kB): the dispensary drawer's 'Contact us' link (001 §2.4) and the FAQ section's state-FAQ anchor (issue 16). */
  dispensary: { javaScriptGzipBytes: 133_000 },
  /**
   * Issue 13: the default view (no filters) of a menu page, as a shopper past the age gate sees it.
   * htmlWireGzipBytes: the HTML's compressed body as sent for `Accept-Encoding: gzip`.
   */
  menu: { javaScriptGzipBytes: 140_000, htmlWireGzipBytes: 40_000 },
  /** 146.3 kB once the tooltips' positioning (floating-ui) loads only when a tooltip opens, + 3 kB. */
  product: { javaScriptGzipBytes: 150_000 },
  checkout: { javaScriptGzipBytes: 160_000 },
  signIn: { javaScriptGzipBytes: 133_000 },
  signUp: { javaScriptGzipBytes: 158_000 },
  account: { javaScriptGzipBytes: 135_000 },
  accountOrders: { javaScriptGzipBytes: 143_000 },
  /**
   * Issue 16 (measured 129.5 and 130.6 kB, + 3 kB): the blog index and an article page. Their rich
   * text is rendered to HTML on the server, so react-markdown (~100 kB) never reaches them.
   */
  blog: { javaScriptGzipBytes: 133_000 },
  article: { javaScriptGzipBytes: 134_000 },
  /** A recipe page (measured 132.1 kB with its recommended resources, + 3 kB, rounded up): the article page's parts and the recipe's facts, ingredients and method. */
  recipe: { javaScriptGzipBytes: 136_000 },
  // --- Issue 16: legal status, state laws, FAQ and guides (branch i16-legal) ---
  /**
   * The legal-status map page, the state law index and a state's law page. The map's SVG and the
   * rich text come rendered from the server and their code (us-atlas, topojson-client,
   * react-markdown) is never fetched on a full page load (app/legal-status/components/server-markup.tsx).
   * Measured 130.3, 127.2 and 130.0 kB, + 3 kB. The legal-status page's 'Content' list (the blog's
   * table of contents) later took it to 132.4 kB, within the same budget.
   */
  legalStatus: { javaScriptGzipBytes: 134_000 },
  stateLaws: { javaScriptGzipBytes: 131_000 },
  stateLaw: { javaScriptGzipBytes: 133_000 },
  /** /faq and /faq/{category}: the FAQ list (000 §4). Measured 128.5 kB each, + 3 kB. */
  faq: { javaScriptGzipBytes: 132_000 },
  faqCategory: { javaScriptGzipBytes: 132_000 },
  /** The guides (/getting-a-medical-card, /patient-guide, /dispensary-guides) and a state's medical-card page. Measured 127.8 and 129.0 kB, + 3 kB. */
  guide: { javaScriptGzipBytes: 131_000 },
  stateMedicalCard: { javaScriptGzipBytes: 133_000 },
  // --- end issue 16: legal status ---
  /**
   * Issue 16 (branch i16-search): the search page's overview (measured 132.6 kB, + 3 kB). Its cards
   * are links (adding to the cart happens on the product page), so no cart or menu code comes with it.
   */
  search: { javaScriptGzipBytes: 136_000 },
  /**
   * Issue 17: the Contact Us wizard (measured 164.1 kB, + 3 kB). The form library (react-hook-form
   * and its resolver, ≈22 kB with the wizard) and zod/mini (≈12 kB) load on this page only; the
   * captcha solver (3 kB) when the check starts.
   */
  contact: { javaScriptGzipBytes: 168_000 },
  /** Issue 17 (branch i17-registration): the form selection page, links only (measured 127.7 kB, + 3 kB). */
  registrationForms: { javaScriptGzipBytes: 131_000 },
  /**
   * The registration forms (one route module for the three paths): their fields, react-hook-form and
   * its resolver (the chunk Contact Us loads too, 14.2 kB), zod/mini and the upload helper; the
   * signature pad's library (signature_pad) is a chunk of its own, fetched once the page is live
   * (after hydration), so it is not counted here. Measured 161.4 kB on the New York form before the
   * forms moved to react-hook-form (issue 17 names it), 178.3 kB after; + 3 kB.
   */
  registration: { javaScriptGzipBytes: 181_500 },
  // --- Issue 16: content pages (branch i16-pages) ---
  /** /about-us: banners and rich text rendered on the server, no page code of its own. Measured 129.5 kB, + 3 kB. */
  aboutUs: { javaScriptGzipBytes: 133_000 },
  /** /cannabis-insider: the newsletter sign-up form (a plain post that works without the script). Measured 133.0 kB, + 3 kB. */
  cannabisInsider: { javaScriptGzipBytes: 136_000 },
  /** /site-map: a long list of links, no page code of its own. Measured 127.3 kB, + 3 kB. */
  siteMap: { javaScriptGzipBytes: 131_000 },
  // --- end issue 16: content pages ---
  /** Issue 19: /staff/menu, the menu import (the upload and its progress, no form library). Measured 130.0 kB, + 3 kB. */
  staffMenu: { javaScriptGzipBytes: 133_000 },
  /** Issue 19 (branch i19-specials): /staff/specials as its store’s staff see it (a form and a list, plain posts). Measured 130.7 kB, + 3 kB. */
  staffSpecials: { javaScriptGzipBytes: 134_000 },
} satisfies Record<string, { javaScriptGzipBytes: number; htmlWireGzipBytes?: number }>

export type BudgetedPage = keyof typeof PAGE_BUDGETS

/**
 * The web fonts a home, menu or product page preloads (app/fonts, scripts/font-subsets.ts): the core
 * files of Inter and Fraunces, 45.1 kB together (fontsource's Latin files were 84.9 kB), plus room.
 */
export const FONT_PRELOAD_BYTES = 50_000
