// The pure rules behind team and notifications: who may touch the owner role, invitation link tokens,
// which channel an extra recipient suits, and which webhook events notify (and with what words).
import { describe, expect, it } from 'vitest'
import { recipientFits } from '../../src/contract/notification-settings.ts'
import { OWNER_ONLY_MESSAGE, roleChangeRefusal } from '../../src/contract/team.ts'
import { wordsIn, type Words } from '../../server/services/notifications/notice-words.ts'
import { noticeForWebhookEvent } from '../../server/services/notifications/notify.ts'
import { isSignedInvitationToken, newInvitationToken } from '../../server/services/team/invitation-token.ts'

describe('roleChangeRefusal', () => {
  it('lets owners do anything and others anything but the owner role', () => {
    expect(roleChangeRefusal('owner', 'owner', 'staff')).toBeNull()
    expect(roleChangeRefusal('owner', null, 'owner')).toBeNull()
    expect(roleChangeRefusal('admin', 'staff', 'finance')).toBeNull()
    expect(roleChangeRefusal('admin', null, 'admin')).toBeNull()
    expect(roleChangeRefusal('admin', 'staff', 'owner')).toBe(OWNER_ONLY_MESSAGE)
    expect(roleChangeRefusal('admin', 'owner', 'admin')).toBe(OWNER_ONLY_MESSAGE)
    expect(roleChangeRefusal('admin', null, 'owner')).toBe(OWNER_ONLY_MESSAGE)
  })
})

describe('invitation tokens', () => {
  it('are signed with the secret: altered or foreign tokens fail', () => {
    const token = newInvitationToken('secret-one')
    expect(token).toMatch(/^[\w-]{32}\.[\w-]{32}$/)
    expect(isSignedInvitationToken('secret-one', token)).toBe(true)
    expect(isSignedInvitationToken('secret-two', token)).toBe(false)
    expect(isSignedInvitationToken('secret-one', `${token}x`)).toBe(false)
    expect(isSignedInvitationToken('secret-one', `a${token}`)).toBe(false)
    expect(isSignedInvitationToken('secret-one', token.split('.')[0]!)).toBe(false)
    expect(isSignedInvitationToken('secret-one', `${token}.${token}`)).toBe(false)
    expect(newInvitationToken('secret-one')).not.toBe(token)
  })
})

describe('recipientFits', () => {
  it('wants an email address for email and a phone number for SMS', () => {
    expect(recipientFits('email', 'boss@example.my')).toBe(true)
    expect(recipientFits('email', '+60 12-345 6789')).toBe(false)
    expect(recipientFits('sms', '+60 12-345 6789')).toBe(true)
    expect(recipientFits('sms', 'boss@example.my')).toBe(false)
  })
})

describe('noticeForWebhookEvent', () => {
  const read = (words: Words | undefined, language: 'en' | 'ms' = 'en') => words && wordsIn(language, words)

  it("words each notifying event in the reader's language, turns a renewal falling due into subscription.due, and ignores the rest", () => {
    const paid = noticeForWebhookEvent('payment.paid', {
      invoice_no: 'INV-1',
      amount: '1234.50',
      channel: 'fpx',
    })
    expect(paid?.event).toBe('payment.paid')
    expect(paid?.notice.meta).toEqual({ invoice_no: 'INV-1' })
    expect(read(paid?.notice.subject)).toBe('payment of RM 1,234.50 received')
    expect(read(paid?.notice.lines[0])).toBe('INV-1 was paid: RM 1,234.50 by Online banking (FPX).')
    expect(read(paid?.notice.subject, 'ms')).toBe('bayaran RM 1,234.50 diterima')
    expect(read(paid?.notice.lines[0], 'ms')).toMatch(/^INV-1 telah dibayar: RM 1,234.50 melalui .*FPX/)
    const failed = noticeForWebhookEvent('payout.failed', {
      invoice_no: 'PO-1',
      amount: '40.13',
      failure_reason: 'Rejected',
    })
    expect(read(failed?.notice.lines[0])).toBe(
      'Payout PO-1 of RM 40.13 failed: Rejected. The money is back in your balance.',
    )
    const due = noticeForWebhookEvent('subscription.changed', {
      change: 'renewal_due',
      plan_name: 'Pro',
      grace_until: '2026-12-01T00:00:00.000Z',
    })
    expect(due?.event).toBe('subscription.due')
    expect(read(due?.notice.lines[0])).toBe(
      'The renewal invoice of your Pro plan is due; pay it by 2026-12-01 to keep your payment channels on.',
    )
    expect(noticeForWebhookEvent('subscription.changed', { change: 'renewal' })).toBeNull()
    expect(noticeForWebhookEvent('payment.refunded', {})).toBeNull()
    expect(noticeForWebhookEvent('pool.credited', {})).toBeNull()
  })
})
