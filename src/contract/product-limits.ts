// How much one product, category tree, store and order may hold: the server refuses more on write, and
// answers declare these bounds. A module of its own because storefronts load it.
export const MAX_PRODUCT_IMAGES = 12
export const MAX_PRODUCT_TAGS = 30
/** A product's variants, all of them (each call adds at most 100). */
export const MAX_PRODUCT_VARIANTS = 100
/** Categories one account defines, and subcategories under one category. */
export const MAX_CATEGORIES = 200
export const MAX_SUBCATEGORIES = 100
/** The products one store sells. */
export const MAX_STORE_PRODUCTS = 1000
/** Lines in one order. */
export const MAX_ORDER_LINES = 100
/** Delivery rates in one shipping zone. */
export const MAX_RATES_PER_ZONE = 20
