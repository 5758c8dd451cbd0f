import { describe, expect, it } from 'vitest'
import { MALAYSIAN_STATES } from '../../src/contract/states.ts'
import { addToCart, type CartProduct } from '../../src/lib/cart.ts'
import { localitiesOf } from '../../src/lib/localities.ts'
import {
  checkCheckout,
  EMPTY_CHECKOUT,
  type CheckoutValues,
} from '../../src/storefront/checkout-form-schema.ts'

const product: CartProduct = {
  id: 'p1',
  title: 'Dodol',
  price: '6.00',
  weight: 0.2,
  min_purchase_quantity: 1,
  max_purchase_quantity: null,
  image_url: null,
}
const kl = MALAYSIAN_STATES.find((s) => s.name === 'Kuala Lumpur')!
const city = localitiesOf(kl.id).find((l) => l.name === 'Kuala Lumpur')!

const filled: CheckoutValues = {
  name: ' Siti Nur ',
  email: 'Siti@Example.MY',
  phone: '',
  line1: '3 Jalan Tun Razak',
  line2: '',
  state_id: kl.id,
  locality_id: city.id,
  postcode: '50450',
  rate_id: 'rate-1',
}

describe('checkout form', () => {
  it('builds the contract body from the form and the cart (ids and quantities only)', () => {
    const { body, errors } = checkCheckout(filled, addToCart([], product, null, 3))
    expect(errors).toEqual({})
    expect(body).toEqual({
      customer: { name: 'Siti Nur', email: 'siti@example.my', phone: null },
      address: {
        line1: '3 Jalan Tun Razak',
        line2: null,
        postcode: '50450',
        locality_id: city.id,
        state_id: kl.id,
      },
      rate_id: 'rate-1',
      items: [{ product_id: 'p1', variant_id: null, quantity: 3 }],
    })
  })

  it('puts one message under each missing field', () => {
    const { body, errors } = checkCheckout(EMPTY_CHECKOUT, addToCart([], product, null))
    expect(body).toBeUndefined()
    expect(errors).toMatchObject({
      name: 'The name field is required',
      email: 'The email field must be a valid email',
      line1: 'The address field is required',
      state_id: 'Choose a state',
      locality_id: 'Choose a town or area',
      rate_id: 'Choose a delivery option',
    })
  })

  it('refuses a postcode of another town and an empty cart', () => {
    const { errors } = checkCheckout({ ...filled, postcode: '80000' }, [])
    expect(errors.postcode).toBe('This postcode is not in the chosen town or area')
    expect(errors.items).toBe('The cart is empty')
  })
})
