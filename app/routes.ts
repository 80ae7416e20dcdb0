import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('dispensaries', 'routes/dispensaries.tsx'),
  route('dispensaries/:stateSlug', 'routes/dispensaries.state.tsx'),
  route('dispensaries/:stateSlug/:locationSlug', 'routes/dispensaries.location.tsx'),
  route('dispensaries/:stateSlug/:locationSlug/:storeId/:menuSlug', 'routes/dispensaries.menu.tsx'),
  route(
    'dispensaries/:stateSlug/:locationSlug/:storeId/:menuSlug/product/:productId/:productSlug?',
    'routes/dispensaries.product.tsx',
  ),
  route('images/products/:file', 'routes/images.products.ts'),
  route('api/products', 'routes/api.products.ts'),
  route('api/facets', 'routes/api.facets.ts'),
  route('api/cart', 'routes/api.cart.ts'),
  route('api/reviews', 'routes/api.reviews.ts'),
  route('api/reviews/:reviewId/helpful', 'routes/api.reviews.helpful.ts'),
  route('api/events', 'routes/api.events.ts'),
  route('api/sponsored-events', 'routes/api.sponsored-events.ts'),
  route('terms', 'routes/legal.tsx', { id: 'legal-terms' }),
  route('privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy-policy' }),
  route('notice-of-privacy-practices', 'routes/legal.tsx', { id: 'legal-notice-of-privacy-practices' }),
  route('accessibility-statement', 'routes/legal.tsx', { id: 'legal-accessibility-statement' }),
  route('age-gate', 'routes/age-gate.ts'),
  route('error', 'routes/error.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
