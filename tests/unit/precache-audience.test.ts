// Which build files a device keeps: the shell everywhere, each public page's code for its own audience
// (a payer's phone never holds the storefront, a shopper's never the payment pages), the console's for nobody.
import { describe, expect, it } from 'vitest'
import { audienceOf } from '../../src/contract/audience.ts'
import { codeAudiences } from '../../scripts/precache-audience.ts'

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'], dynamicImports: ['src/routes/pay/bill/$uuid.tsx?tsr-split=component', 'src/routes/_console/dashboard.tsx?tsr-split=component---loader'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_money.js': { file: 'assets/money.js', imports: ['_framework.js'] },
  '_card.js': { file: 'assets/card-panel.js' },
  'src/routes/pay/bill/$uuid.tsx?tsr-split=component': { file: 'assets/pay-bill.js', imports: ['_money.js', 'index.html'], dynamicImports: ['_card.js'] },
  'src/routes/storefront/mobile/$storeID/index.tsx?tsr-split=component': { file: 'assets/catalogue.js', imports: ['_money.js', 'index.html'] },
  'src/routes/login.tsx?tsr-split=component---loader': { file: 'assets/login.js', imports: ['index.html'] },
  'src/routes/_console/dashboard.tsx?tsr-split=component---loader': { file: 'assets/dashboard.js', imports: ['_money.js', 'index.html'] },
}

describe('the service worker keeps build files by audience', () => {
  const places = codeAudiences(manifest)

  it('precaches the shell: the entry and what it imports', () => {
    expect(places.get('assets/index.js')).toBe('shell')
    expect(places.get('assets/framework.js')).toBe('shell')
  })

  it("marks a page's code, lazy parts included, with its audience, and shared code with each audience", () => {
    expect(places.get('assets/pay-bill.js')).toEqual(['payer'])
    expect(places.get('assets/card-panel.js')).toEqual(['payer'])
    expect(places.get('assets/catalogue.js')).toEqual(['shopper'])
    expect(places.get('assets/login.js')).toEqual(['merchant'])
    expect(places.get('assets/money.js')).toEqual(['payer', 'shopper'])
  })

  it('marks no console screen for anybody (it is kept when first used)', () => {
    expect(places.get('assets/dashboard.js')).toBeUndefined()
  })

  it('reads the audience from the page path', () => {
    expect(audienceOf('/pay/bill/$uuid')).toBe('payer')
    expect(audienceOf('/modern-payment/thankyou')).toBe('payer')
    expect(audienceOf('/fpx-status')).toBe('payer')
    expect(audienceOf('/storefront/mobile/niaga-demo/checkout')).toBe('shopper')
    expect(audienceOf('/store/abc')).toBe('shopper')
    expect(audienceOf('/store-not-found')).toBe('shopper')
    expect(audienceOf('/stores/manage')).toBe('merchant')
    expect(audienceOf('/payments-report')).toBe('merchant')
    expect(audienceOf('/login')).toBe('merchant')
  })
})
