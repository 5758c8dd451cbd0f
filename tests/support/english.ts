// The unit tests read the app's words in English, as a browser set to English starts the app
// (src/i18n/server-catalogs.ts loads every catalog at once); a test may switch with activateOnServer.
import { beforeEach } from 'vitest'
import { activateOnServer } from '../../src/i18n/server-catalogs.ts'

activateOnServer('en')
beforeEach(() => activateOnServer('en'))
