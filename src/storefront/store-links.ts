// Where each storefront flavour keeps its pages (SPEC §2): /store/{id} (with a cart page),
// /storefront/mobile/{storeID} (with product pages) and /storefront/web/{storeID}. Mobile and web have no
// cart route, so their cart is reviewed on the checkout page; product details live under the mobile
// flavour only, so every flavour links there; /store has no invoice route and uses the web one.
import { linkOptions, useLocation, useParams } from '@tanstack/react-router'

export type StoreFlavour = 'store' | 'mobile' | 'web'

/** Where a storefront page is: its flavour and the store's key in the URL. */
export interface StoreAt {
  flavour: StoreFlavour
  storeKey: string
}

// The router types the params of "any route" as unknown; storefront routes name the store one of these.
const storeParams = (params: unknown) => params as { storeID?: string; id?: string }

/** The flavour and the store of the storefront page on screen, from its path and params. */
export function useStoreRoute(): StoreAt {
  const { storeID, id } = useParams({ strict: false, select: storeParams })
  const pathname = useLocation({ select: (location) => location.pathname })
  const flavour = pathname.startsWith('/storefront/mobile/')
    ? 'mobile'
    : pathname.startsWith('/storefront/web/')
      ? 'web'
      : 'store'
  // On /storefront/mobile/{storeID}/product/{id} the id is the product's: the store is storeID.
  return { flavour, storeKey: storeID ?? id ?? '' }
}

export function homeLink(flavour: StoreFlavour, storeKey: string) {
  if (flavour === 'store') return linkOptions({ to: '/store/$id', params: { id: storeKey } })
  if (flavour === 'mobile')
    return linkOptions({ to: '/storefront/mobile/$storeID', params: { storeID: storeKey } })
  return linkOptions({ to: '/storefront/web/$storeID', params: { storeID: storeKey } })
}

export function cartLink(flavour: StoreFlavour, storeKey: string) {
  if (flavour === 'store') return linkOptions({ to: '/store/$id/cart', params: { id: storeKey } })
  return checkoutLink(flavour, storeKey)
}

export function checkoutLink(flavour: StoreFlavour, storeKey: string) {
  if (flavour === 'store') return linkOptions({ to: '/store/$id/checkout', params: { id: storeKey } })
  if (flavour === 'mobile')
    return linkOptions({ to: '/storefront/mobile/$storeID/checkout', params: { storeID: storeKey } })
  return linkOptions({ to: '/storefront/web/$storeID/checkout', params: { storeID: storeKey } })
}

export function productLink(storeKey: string, productId: string) {
  return linkOptions({
    to: '/storefront/mobile/$storeID/product/$id',
    params: { storeID: storeKey, id: productId },
  })
}

export function invoiceLink(flavour: StoreFlavour, storeKey: string, orderNo?: string) {
  const search = { order: orderNo }
  if (flavour === 'mobile')
    return linkOptions({ to: '/storefront/mobile/$storeID/invoice', params: { storeID: storeKey }, search })
  return linkOptions({ to: '/storefront/web/$storeID/invoice', params: { storeID: storeKey }, search })
}
