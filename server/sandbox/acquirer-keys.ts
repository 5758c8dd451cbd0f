// The sandbox card acquirer's RSA key pair: the browser encrypts card data with the public half. It is kept
// in the data folder, owner-only, so a restart keeps accepting cards encrypted before it.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto'

export interface AcquirerKeys {
  publicKeyBase64Der: string
  privateKeyPem: string
}

export function createAcquirerKeys(): AcquirerKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    publicKeyBase64Der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

let memoryKeys: AcquirerKeys | undefined
/** One key pair per process for tests and benches: generating an RSA 2048 key costs 50–500 ms. */
export function memoryAcquirerKeys(): AcquirerKeys {
  memoryKeys ??= createAcquirerKeys()
  return memoryKeys
}

// docs/payments.md ("Card data") documents this file name.
const KEY_FILE = 'sandbox-acquirer-key.json'

/** The stored private key is the truth; the public half is derived again so the two cannot disagree. */
function readKeys(file: string): AcquirerKeys {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<AcquirerKeys>
    const privateKey = createPrivateKey(String(stored.privateKeyPem))
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('not RSA')
    const publicKey = createPublicKey(privateKey)
    return {
      publicKeyBase64Der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }
  } catch {
    throw new Error(`The sandbox acquirer key file ${file} is unreadable; delete it to create a new key`)
  }
}

/** Keeps the key pair in the data folder, owner-only, so restarts keep accepting encrypted cards. */
export function loadOrCreateAcquirerKeys(dir: string): AcquirerKeys {
  const file = join(dir, KEY_FILE)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    const keys = createAcquirerKeys()
    try {
      // 'wx': if another process created the file meanwhile, its key wins and is read below.
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
      return keys
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  // A file copied in or made by an older build may be readable by others: tighten it.
  chmodSync(file, 0o600)
  return readKeys(file)
}
