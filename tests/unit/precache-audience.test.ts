// Which build files a device keeps: the shell everywhere, each public page's code for its own audience (a
// payer's phone never holds the storefront, a shopper's never the payment pages), the console's for nobody.
import { describe, expect, it } from 'vitest'
import { audienceOf, shellOf } from '../../src/contract/audience.ts'
import { codeAudiences } from '../../scripts/precache-audience.ts'

// As the build writes it: the entry (src/start.ts) starts an app with a dynamic import once the page has
// loaded, the public app (src/public-main.tsx) on a payment page or a storefront, the whole app
// (src/main.tsx) elsewhere. The public app's code sits in one chunk that every page imports from; the whole
// app adds the console's route definitions in another.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_preload-helper.js'],
    dynamicImports: ['src/public-main.tsx', 'src/main.tsx'],
  },
  '_preload-helper.js': { file: 'assets/preload-helper.js' },
  'src/public-main.tsx': { file: 'assets/public-main.js', imports: ['_app.js'] },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_app.js', '_console-routes.js'] },
  // The apps' chunks name their pages as lazy imports, and every page's chunk imports the public app's.
  '_app.js': {
    file: 'assets/app.js',
    imports: ['_framework.js'],
    dynamicImports: [
      'src/routes/pay/bill/$uuid.tsx?tsr-split=component',
      'src/routes/storefront/mobile/$storeID/index.tsx?tsr-split=component',
      'src/routes/login.tsx?tsr-split=component---loader',
    ],
  },
  '_console-routes.js': {
    file: 'assets/console-routes.js',
    imports: ['_app.js'],
    dynamicImports: ['src/routes/_console/dashboard.tsx?tsr-split=component---loader'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_money.js': { file: 'assets/money.js', imports: ['_framework.js'] },
  '_card.js': { file: 'assets/card-panel.js' },
  'src/routes/pay/bill/$uuid.tsx?tsr-split=component': {
    file: 'assets/pay-bill.js',
    imports: ['_money.js', '_app.js'],
    dynamicImports: ['_card.js'],
  },
  'src/routes/storefront/mobile/$storeID/index.tsx?tsr-split=component': {
    file: 'assets/catalogue.js',
    imports: ['_money.js', '_app.js'],
  },
  'src/routes/login.tsx?tsr-split=component---loader': {
    file: 'assets/login.js',
    imports: ['_app.js', 'src/main.tsx'],
  },
  'src/routes/_console/dashboard.tsx?tsr-split=component---loader': {
    file: 'assets/dashboard.js',
    imports: ['_money.js', '_app.js'],
  },
}

describe('the service worker keeps build files by audience', () => {
  const places = codeAudiences(manifest)

  it('precaches the shell: the entry, the public app it starts, and what they import', () => {
    for (const file of [
      'assets/index.js',
      'assets/preload-helper.js',
      'assets/public-main.js',
      'assets/app.js',
      'assets/framework.js',
    ])
      expect(places.get(file), file).toBe('shell')
  })

  it("keeps the whole app's own code (the console's route definitions) for merchants, not on a payer's phone", () => {
    expect(places.get('assets/main.js')).toEqual(['merchant'])
    expect(places.get('assets/console-routes.js')).toEqual(['merchant'])
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

  it("serves each page its audience's shell", () => {
    expect(shellOf('/pay/bill/abc')).toBe('public.html')
    expect(shellOf('/storefront/mobile/niaga-demo/checkout')).toBe('public.html')
    expect(shellOf('/login')).toBe('index.html')
    expect(shellOf('/')).toBe('index.html')
  })
})
