// Which addresses Niaga refuses to call (server/services/webhooks/addresses.ts), the outbound settings
// (server/config.ts) and the save-time check of a URL's text (outbound.ts savedUrlProblem).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadConfig, type OutboundSettings } from '../../server/config.ts'
import { classifyAddress, isLoopbackName } from '../../server/services/webhooks/addresses.ts'
import { savedUrlProblem } from '../../server/services/webhooks/outbound.ts'

describe('classifyAddress', () => {
  it.each([
    ['10.0.0.5', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '126.255.255.255',
    '128.0.0.1',
    '223.255.255.255',
  ])('IPv4 %s is public', (address) => {
    expect(classifyAddress(address)).toBeNull()
  })

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['::2', 'reserved'],
    // IPv4 inside IPv6: mapped, NAT64 and 6to4 are judged by the IPv4 address they carry.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::FFFF:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::', 'link-local'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })

  it.each([
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2400:cb00::1',
  ])('IPv6 %s is public', (address) => {
    expect(classifyAddress(address)).toBeNull()
  })

  it('a name or malformed text is not an address', () => {
    for (const text of ['localhost', 'example.com', '', '999.1.1.1', '1.2.3', ':::1', 'fe80::1::2'])
      expect(classifyAddress(text)).toBeNull()
  })

  it('every IPv4 address is judged the same bare and mapped into IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(classifyAddress(`::ffff:${address}`)).toBe(classifyAddress(address))
      }),
    )
  })

  it('never throws on any IPv6 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        expect(() => classifyAddress(address)).not.toThrow()
      }),
    )
  })

  it('localhost and its subdomains are loopback by name', () => {
    for (const name of ['localhost', 'LOCALHOST', 'api.localhost', 'localhost.'])
      expect(isLoopbackName(name)).toBe(true)
    for (const name of ['localhost.example.com', 'mylocalhost', 'example.com'])
      expect(isLoopbackName(name)).toBe(false)
  })
})

describe('outbound settings', () => {
  it('refuse private addresses by default, allow them when npm start or npm run dev runs the sandbox', () => {
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: false, allowedAddresses: [], timeoutMs: 5000 })
    expect(loadConfig({ npm_lifecycle_event: 'start' }).outbound.allowPrivate).toBe(true)
    expect(loadConfig({ npm_lifecycle_event: 'dev' }).outbound.allowPrivate).toBe(true)
    expect(loadConfig({ npm_lifecycle_event: 'test' }).outbound.allowPrivate).toBe(false)
    // npm start on PostgreSQL is not the sandbox: refused.
    const production = {
      DATABASE_URL: 'postgres://u:p@db.example.com/niaga',
      JWT_SECRET: 'x'.repeat(32),
      npm_lifecycle_event: 'start',
    }
    expect(loadConfig(production).outbound.allowPrivate).toBe(false)
    expect(
      loadConfig({ npm_lifecycle_event: 'start', OUTBOUND_PRIVATE_ADDRESSES: 'refuse' }).outbound
        .allowPrivate,
    ).toBe(false)
  })

  it('allow needs the sandbox; single addresses and the timeout are checked', () => {
    expect(() => loadConfig({ SANDBOX: '0', OUTBOUND_PRIVATE_ADDRESSES: 'allow' })).toThrow(
      'OUTBOUND_PRIVATE_ADDRESSES: `allow` needs SANDBOX=1',
    )
    expect(() => loadConfig({ OUTBOUND_PRIVATE_ADDRESSES: 'yes' })).toThrow(
      'OUTBOUND_PRIVATE_ADDRESSES is `allow` or `refuse`',
    )
    expect(
      loadConfig({
        SANDBOX: '0',
        OUTBOUND_ALLOWED_ADDRESSES: ' 10.0.0.5, FD00::1 ',
        OUTBOUND_TIMEOUT_MS: '250',
      }).outbound,
    ).toEqual({
      allowPrivate: false,
      allowedAddresses: ['10.0.0.5', 'fd00::1'],
      timeoutMs: 250,
    })
    expect(() => loadConfig({ OUTBOUND_ALLOWED_ADDRESSES: '10.0.0.5,intranet' })).toThrow(
      'OUTBOUND_ALLOWED_ADDRESSES is a comma-separated list of IP addresses',
    )
    expect(() => loadConfig({ OUTBOUND_TIMEOUT_MS: '10' })).toThrow('OUTBOUND_TIMEOUT_MS')
  })
})

describe('savedUrlProblem', () => {
  const refuse: OutboundSettings = { allowPrivate: false, allowedAddresses: ['10.0.0.7'], timeoutMs: 5000 }
  it('names a refused literal address, or localhost, in words', () => {
    expect(savedUrlProblem(refuse, 'http://10.0.0.5/hook')).toBe(
      'points to a private address (10.0.0.5), which Niaga does not call',
    )
    expect(savedUrlProblem(refuse, 'https://[::1]:8443/hook')).toBe(
      'points to a loopback address (::1), which Niaga does not call',
    )
    expect(savedUrlProblem(refuse, 'http://169.254.169.254/latest/meta-data')).toBe(
      'points to a link-local address (169.254.169.254), which Niaga does not call',
    )
    // The URL parser reads other spellings of an IPv4 address as the address itself.
    expect(savedUrlProblem(refuse, 'http://2130706433/')).toBe(
      'points to a loopback address (127.0.0.1), which Niaga does not call',
    )
    expect(savedUrlProblem(refuse, 'http://localhost:3000/')).toBe(
      'points to localhost, a loopback address, which Niaga does not call',
    )
  })

  it('leaves names for send time, and allows listed addresses and everything when private addresses are allowed', () => {
    expect(savedUrlProblem(refuse, 'https://merchant.example.com/hook')).toBeNull()
    expect(savedUrlProblem(refuse, 'https://93.184.216.34/hook')).toBeNull()
    expect(savedUrlProblem(refuse, 'http://10.0.0.7/hook')).toBeNull()
    expect(savedUrlProblem(refuse, 'not a url')).toBeNull()
    expect(savedUrlProblem({ ...refuse, allowPrivate: true }, 'http://127.0.0.1:9/hook')).toBeNull()
  })
})
