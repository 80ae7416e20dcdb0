import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('dispensaries', 'routes/dispensaries.tsx'),
  route('dispensaries/:stateSlug', 'routes/dispensaries.state.tsx'),
  // A static segment outranks ':locationSlug' in React Router's ranking, and no dispensary slug may
  // be 'deals' (app/locator/reserved-slugs.ts; tested in app/locator/routes.test.ts).
  route('dispensaries/:stateSlug/deals', 'routes/dispensaries.state-deals.tsx'),
  // Issue 16 (branch i16-legal): reserved like 'deals', and ranked above ':locationSlug' the same way.
  route('dispensaries/:stateSlug/getting-a-medical-card', 'routes/dispensaries.state-medical-card.tsx'),
  route('certifying-providers', 'routes/certifying-providers.tsx'),
  route('dispensaries/:stateSlug/:locationSlug', 'routes/dispensaries.location.tsx'),
  route('dispensaries/:stateSlug/:locationSlug/:storeId/:menuSlug', 'routes/dispensaries.menu.tsx'),
  route(
    'dispensaries/:stateSlug/:locationSlug/:storeId/:menuSlug/product/:productId/:productSlug?',
    'routes/dispensaries.product.tsx',
  ),
  route('images/products/:file', 'routes/images.products.ts'),
  route('api/products', 'routes/api.products.ts'),
  route('api/facets', 'routes/api.facets.ts'),
  route('api/dispensaries/nearby', 'routes/api.dispensaries.nearby.ts'),
  route('api/locations', 'routes/api.locations.ts'),
  route('api/picker-states', 'routes/api.picker-states.ts'),
  route('api/menu-rows', 'routes/api.menu-rows.ts'),
  route('api/cart', 'routes/api.cart.ts'),
  // Checkout by reservation (issue 6).
  route('checkout/:storeId', 'routes/checkout.tsx'),
  route('post-checkout', 'routes/post-checkout.tsx'),
  route('api/reviews', 'routes/api.reviews.ts'),
  route('api/reviews/:reviewId/helpful', 'routes/api.reviews.helpful.ts'),
  route('api/events', 'routes/api.events.ts'),
  route('api/sponsored-events', 'routes/api.sponsored-events.ts'),
  route('terms', 'routes/legal.tsx', { id: 'legal-terms' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy-policy' }),
  route('notice-of-privacy-practices', 'routes/legal.tsx', { id: 'legal-notice-of-privacy-practices' }),
  route('accessibility-statement', 'routes/legal.tsx', { id: 'legal-accessibility-statement' }),
  route('age-gate', 'routes/age-gate.ts'),
  // Accounts (issue 5): sign-in pages, the account area, rewards and the development mailbox.
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('sign-out', 'routes/sign-out.ts'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('account', 'routes/account.tsx', [
    index('routes/account._index.tsx'),
    route('profile', 'routes/account.profile.tsx'),
    route('orders', 'routes/account.orders.tsx'),
    route('orders/:uuid', 'routes/account.orders.detail.tsx'),
    route('home-dispensary', 'routes/account.home-dispensary.tsx'),
    route('rewards', 'routes/account.rewards.tsx'),
  ]),
  route('account/verification-link', 'routes/account.verification-link.ts'),
  route('account/orders/:uuid/products', 'routes/account.orders.products.ts'),
  route('api/orders', 'routes/api.orders.ts'),
  // Issue 6: the store staff's reservation board.
  route('staff/orders', 'routes/staff.orders.tsx'),
  // Issue 19 (branch i19-specials): a store's specials and card settings, run by its staff.
  route('staff/specials', 'routes/staff.specials.tsx'),
  route('rewards', 'routes/rewards.tsx'),
  route('dev/mailbox', 'routes/dev.mailbox.tsx'),
  route('dev/mailbox/:messageId', 'routes/dev.mailbox.message.tsx'),
  // --- Blog (issue 16, articles and recipes) ---
  // 'recipes' is a static segment, so it outranks ':categorySlug' (no article category is 'recipes').
  route('blog', 'routes/blog.tsx'),
  route('blog/recipes', 'routes/blog.recipes.tsx'),
  route('blog/recipes/:recipeSlug', 'routes/blog.recipe.tsx'),
  route('blog/:categorySlug/:articleSlug', 'routes/blog.article.tsx'),
  route('images/blog/:file', 'routes/images.blog.ts'),
  // --- end of blog ---
  // SEO (issue 16): the host's public pages, and what crawlers should leave alone.
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // --- Issue 16: legal status, state laws, FAQ (branch i16-legal) ---
  route('where-is-cannabis-legal', 'routes/where-is-cannabis-legal.tsx'),
  route('cannabis-laws-by-state', 'routes/cannabis-laws-by-state.tsx'),
  route('cannabis-laws-by-state/:stateSlug', 'routes/cannabis-laws-by-state.state.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('faq/:category', 'routes/faq.category.tsx'),
  route('getting-a-medical-card', 'routes/guide.tsx', { id: 'guide-getting-a-medical-card' }),
  route('patient-guide', 'routes/guide.tsx', { id: 'guide-patient-guide' }),
  route('dispensary-guides', 'routes/guide.tsx', { id: 'guide-dispensary-guides' }),
  // --- end issue 16: legal status ---
  // Issue 16: the search page (branch i16-search).
  route('search', 'routes/search.tsx'),
  // --- Issue 17: forms (branch i17-contact): Contact Us, uploads, the browser check, staff leads ---
  route('contact', 'routes/contact.tsx'),
  route('api/captcha', 'routes/api.captcha.ts'),
  route('api/uploads', 'routes/api.uploads.ts'),
  route('api/uploads/:uploadId/file', 'routes/api.uploads.file.ts'),
  route('api/uploads/:uploadId/confirm', 'routes/api.uploads.confirm.ts'),
  route('staff/leads', 'routes/staff.leads.tsx'),
  route('staff/leads/:leadId', 'routes/staff.leads.detail.tsx'),
  route('staff/leads/:leadId/files/:fileId', 'routes/staff.leads.file.ts'),
  // Issue 17 (branch i17-registration): the form selection and the registration forms, chosen by path (002 §2).
  route('registration-form', 'routes/registration-form.tsx'),
  route('patient-registration-form', 'routes/registration.tsx', { id: 'registration-general' }),
  route('patient-preregistration-form', 'routes/registration.tsx', { id: 'registration-virginia' }),
  route('new-york-patient-registration-form', 'routes/registration.tsx', { id: 'registration-new-york' }),
  // --- end issue 17: forms ---
  // --- Issue 19: operators (branch i19-import): the menu import and the chain owner's staff accounts ---
  route('staff/menu', 'routes/staff.menu.tsx'),
  route('staff/menu/import', 'routes/staff.menu.import.ts'),
  route('staff/menu/export', 'routes/staff.menu.export.ts'),
  // --- end issue 19: operators ---
  // --- Issue 16: content pages (branch i16-pages) ---
  route('about-us', 'routes/about-us.tsx'),
  route('cannabis-insider', 'routes/cannabis-insider.tsx'),
  route('cannabis-insider/confirm', 'routes/cannabis-insider.confirm.tsx'),
  route('cannabis-insider/unsubscribe', 'routes/cannabis-insider.unsubscribe.tsx'),
  route('site-map', 'routes/site-map.tsx'),
  // --- end issue 16: content pages ---
  // --- Issue 18: support chat (branch i18-chat); the socket is /api/chat/socket (server/app.ts) ---
  route('api/chat/agents', 'routes/api.chat.agents.ts'),
  route('api/chat/messages', 'routes/api.chat.messages.ts'),
  route('staff/chat', 'routes/staff.chat.tsx'),
  // --- end issue 18: support chat ---
  route('error', 'routes/error.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
