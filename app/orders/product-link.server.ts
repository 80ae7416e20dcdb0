import { productUrl } from '~/catalog/format'
import { log } from '~/log.server'

/** Exported so tests can watch for the warning. */
export const productLinkLogger = log('orders')

/**
 * The product page link of an order's product (001 §8). A product without a slug (neither the
 * catalogue nor the order has one) links by id, and that is logged as a warning: the order history's
 * live details and the order detail say the same.
 */
export function orderProductHref(
  order: { uuid: string; menuPath: string },
  productId: number,
  slug: string | null | undefined,
): string {
  if (!slug) productLinkLogger.warn({ orderUuid: order.uuid, productId }, 'order product has no slug; linking by id')
  return productUrl(order.menuPath, productId, slug || String(productId))
}
