// The sandbox playing every outside party, and the Deps that carry it: what server/index.ts, the API tests
// and the benches run with. A real provider replaces one field of `providers` here.
import type { Deps, Providers } from '../deps.ts'
import type { AcquirerKeys } from './acquirer-keys.ts'
import { sandboxPayoutRails } from './bank-switch.ts'
import { sandboxCardAcquirer } from './card-acquirer.ts'
import { sandboxCourier } from './courier.ts'
import { configuredHangPoints } from './hang-point.ts'
import { sandboxImageAnalyser, sandboxImageProcessor } from './images.ts'
import { sandboxMailer, sandboxSms } from './mail.ts'
import { sandboxPaymentSwitch } from './payment-services.ts'

/** Deps without what this file adds. */
export type CoreDeps = Omit<Deps, 'providers' | 'hangPoints'>

export function sandboxProviders(core: CoreDeps, acquirerKeys: AcquirerKeys): Providers {
  return {
    paymentSwitch: sandboxPaymentSwitch(core.clock),
    cardAcquirer: sandboxCardAcquirer(acquirerKeys),
    payoutRails: sandboxPayoutRails,
    courier: sandboxCourier(core.clock),
    mail: sandboxMailer(core),
    sms: sandboxSms(core),
    imageProcessor: sandboxImageProcessor,
    imageAnalyser: sandboxImageAnalyser,
  }
}

/** Deps with the sandbox's providers (and `overrides` in their place) and the configured hang points. */
export function sandboxDeps(
  core: CoreDeps,
  acquirerKeys: AcquirerKeys,
  overrides: Partial<Providers> = {},
): Deps {
  return {
    ...core,
    providers: { ...sandboxProviders(core, acquirerKeys), ...overrides },
    hangPoints: configuredHangPoints(core.config, core.log),
  }
}
