import { cardsHideRatings } from '~/specials/store-settings'
import { preload } from 'react-dom'
import { data, redirect } from 'react-router'
import { RelatedProductsSection, ReviewsSection } from '~/catalog/product/components/deferred-sections'
import { ProductView } from '~/catalog/product/components/product-view'
import { loadProductPage, loadRelatedProducts, relatedFirstScreen } from '~/catalog/product/product.server'
import {
  canonicalProductPath,
  canonicalRedirect,
  metaDescription,
  productJsonLd,
  ratingSummary,
  serializeJsonLd,
  showsRatings,
  showsReviews,
} from '~/catalog/product/product-rules'
import { loadVisitorCart, withVisitorCookie } from '~/cart/visitor.server'
import { getContent } from '~/content/content.server'
import { menuKindLabel } from '~/dispensaries/address'
import { log } from '~/log.server'
import { loadReviewSection } from '~/reviews/reviews.server'
import { patientNoticeFor } from '~/compliance/medical-cards.server'
import { hidesRatings } from '~/site/host-mode'
import { getRegion } from '~/site/region.server'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { Container } from '~/ui/container'
import { RouteErrorBoundary } from '~/ui/error-page'
import { notFound, PUBLIC_PAGE_CACHE } from '~/ui/http'
import { chainNameFrom, errorMeta, pageMeta } from '~/ui/meta'
import type { Route } from './+types/dispensaries.product'

/** Store and product ids are positive integers of at most nine digits; anything else is not a page. */
const ID = /^[1-9][0-9]{0,8}$/

/** As on the menu page: a visitor with a cart cookie gets their cart in the HTML, so the page is theirs. */
const PRIVATE_PAGE_CACHE = 'private, no-cache'

const logger = log('catalog')

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const chainName = chainNameFrom(matches)
  if (!loaderData || error) return errorMeta(error, chainName)
  const { product, store, seo } = loaderData
  return [
    ...pageMeta({
      title: `${product.name} by ${product.brand} – ${store.dispensaryName}`,
      description: seo.description,
      chainName,
    }),
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: seo.canonicalUrl },
    ...(seo.imageUrl ? [{ property: 'og:image', content: seo.imageUrl }] : []),
  ]
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return errorHeaders ?? loaderHeaders
}

/**
 * Critical data is awaited (the product record, the store, the visitor's cart); the related
 * products and the reviews are returned as promises and stream in after the first paint.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ID.test(params.storeId) || !ID.test(params.productId)) throw notFound()
  const storeId = Number(params.storeId)
  const productId = Number(params.productId)
  const url = new URL(request.url)
  const now = new Date()
  const region = getRegion(request)

  const [lookup, mine] = await Promise.all([loadProductPage(storeId, productId, region, { now }), loadVisitorCart(request, storeId)])
  const { visitor, setCookie } = mine
  const cart = visitor ? mine.cart : null
  if (lookup.status !== 'found') throw notFound()
  const { store, product, catalogueVersion } = lookup

  const moved = canonicalRedirect(params, store, product, url.search)
  if (moved) throw redirect(moved, 301)

  const isOhioHost = hidesRatings(region)
  const patientNotice = await patientNoticeFor(request, store, now)
  const withReviews = showsReviews(isOhioHost, store)
  // Related cards follow the store's card setting (issue 19) as the menu's do. The page sends the
  // first screenful; the rest load when the row comes near.
  const related = loadRelatedProducts(store, product, { now, isOhioHost: cardsHideRatings(isOhioHost, store.showCardRatings), catalogueVersion })
    .then(relatedFirstScreen)
    .catch((error: unknown) => {
      logger.error({ err: error, storeId, productId }, 'product page: related products failed')
      return null
    })
  const reviews = withReviews
    ? loadReviewSection(productId, visitor).catch((error: unknown) => {
        logger.error({ err: error, productId }, 'product page: reviews failed')
        return null
      })
    : null

  const canonicalUrl = new URL(canonicalProductPath(store, product), url.origin).toString()
  const showRatings = showsRatings(isOhioHost)
  return data(
    {
      store,
      // Hosts that hide ratings do not receive them at all, not even in the page's data.
      product: showRatings ? product : { ...product, aggregateRating: null, reviewCount: 0 },
      code: url.searchParams.get('code'),
      copy: getContent().productPage(),
      rating: ratingSummary(product, showRatings),
      withReviews,
      returnTo: `${canonicalProductPath(store, product)}${url.search}`,
      breadcrumbs: [
        { label: 'Dispensaries', to: '/dispensaries' },
        { label: store.stateName, to: `/dispensaries/${store.stateSlug}` },
        { label: store.dispensaryName, to: store.dispensaryPath },
        { label: `${menuKindLabel(store.menuKind)} menu`, to: store.menuPath },
        { label: product.name },
      ],
      seo: {
        canonicalUrl,
        description: metaDescription(product, store),
        imageUrl: product.images[0] ? new URL(product.images[0], url.origin).toString() : null,
        jsonLd: serializeJsonLd(productJsonLd({ product, url: canonicalUrl, origin: url.origin, storeId, showRatings })),
      },
      cart,
      patientNotice,
      related,
      reviews,
    },
    { headers: withVisitorCookie({ 'Cache-Control': visitor ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE }, setCookie) },
  )
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { store, product, code, copy, rating, withReviews, returnTo, breadcrumbs, seo, related, reviews } = loaderData
  // The main image is what the page is about: fetch it with the HTML. The images are SVG, one file
  // for every width, so there is no srcset to choose from.
  if (product.images[0]) preload(product.images[0], { as: 'image', fetchPriority: 'high' })

  return (
    <>
      {/* The first frame waits for the product's own block: its image, name, price and options (decision 0037). */}
      <link rel="expect" href="#more-of-the-product" blocking="render" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
      <Container className="pt-2 pb-10 md:pt-4 md:pb-14">
        <Breadcrumbs items={breadcrumbs} className="mb-3 md:mb-5" />
        <ProductView
          key={`${store.storeId}-${product.productId}`}
          product={product}
          store={store}
          code={code}
          copy={copy}
          rating={rating}
          reviewsLinked={withReviews}
          returnTo={returnTo}
        />
      </Container>
      <div id="more-of-the-product">
        <Container className="flex flex-col gap-12 pb-14 md:gap-16 md:pb-20">
          <RelatedProductsSection related={related} storeId={store.storeId} productId={product.productId} />
          {reviews ? <ReviewsSection productId={product.productId} reviews={reviews} /> : null}
        </Container>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
