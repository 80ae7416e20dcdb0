import { memo, useEffect, useRef, useState } from 'react'
import { track } from '~/analytics/track'
import { useStoreCart } from '~/cart/components/cart-context'
import type { WeightKey } from '~/catalog/search/types'
import { defaultSize } from '../product-rules'
import type { ProductDetail, ProductStore } from '../types'
import { DescriptionAccordion as Description, type ProductPageCopy } from './description-accordion'
import { ProductGallery as Gallery } from './product-gallery'
import { PurchasePanel } from './purchase-panel'

// The cart's quantity is read here, so the view renders again when the cart comes in after the page
// (every visit without a cart in the page's data) or changes: the gallery and the description, which
// do not show it, are left as they are.
const ProductGallery = memo(Gallery)
const DescriptionAccordion = memo(Description)

/**
 * The critical part of the product page: gallery, purchase panel and description accordion, with
 * the state they share. The selected weight starts on the default size (000 §4); a weight change
 * resets the quantity to 1 and the gallery to the first image, records `product_selected`, and
 * writes `?code=` into the address (without a navigation) so a reload or a shared link keeps it.
 * The quantity starts at what the cart holds of that weight (1 when none), and goes back to 1
 * when the cart's quantity drops to 0.
 *
 * Phones stack gallery, panel, accordion; from 1024 px the gallery and accordion sit on the left
 * and the purchase panel stays in view on the right.
 */
export function ProductView({
  product,
  store,
  code,
  copy,
  rating,
  reviewsLinked,
  returnTo,
}: {
  product: ProductDetail
  store: ProductStore
  code: string | null
  copy: ProductPageCopy
  rating: { average: number; count: number } | null
  reviewsLinked: boolean
  returnTo: string
}) {
  const cart = useStoreCart(store.storeId)
  const [weight, setWeight] = useState<WeightKey | null>(() => defaultSize(product.variants, code))
  const cartQuantity = weight ? cart.lineQuantity(product.productId, weight) : 0
  const [quantity, setQuantity] = useState(() => cartQuantity || 1)
  const [imageIndex, setImageIndex] = useState(0)

  const previousCartQuantity = useRef(cartQuantity)
  useEffect(() => {
    if (previousCartQuantity.current > 0 && cartQuantity === 0) setQuantity(1)
    previousCartQuantity.current = cartQuantity
  }, [cartQuantity])

  function onWeightChange(next: WeightKey) {
    if (next === weight) return
    setWeight(next)
    setQuantity(1)
    setImageIndex(0)
    track('product_selected', { product_id: product.productId, code: next, store_id: store.storeId })
    const url = new URL(window.location.href)
    url.searchParams.set('code', next)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }

  return (
    <div className="grid gap-6 md:gap-8 lg:grid-cols-2 lg:items-start lg:gap-12">
      <div className="lg:col-start-1 lg:row-start-1">
        <ProductGallery images={product.images} name={product.name} lineage={product.lineage} index={imageIndex} onIndexChange={setImageIndex} />
      </div>
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:rounded-xl lg:border lg:border-line lg:bg-surface lg:p-6 lg:shadow-card">
        <PurchasePanel
          product={product}
          store={store}
          weight={weight}
          quantity={quantity}
          onWeightChange={onWeightChange}
          onQuantityChange={setQuantity}
          rating={rating}
          reviewsLinked={reviewsLinked}
          returnTo={returnTo}
        />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <DescriptionAccordion product={product} weight={weight} copy={copy} />
      </div>
    </div>
  )
}
