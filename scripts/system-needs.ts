import type { SystemNeed } from './provision'

/**
 * The system programs `npm test` and `npm start` need besides what `npm install` brings.
 * `scripts/provision.ts` finds each one (its variable, then its commands on PATH, then its paths)
 * or installs its Debian package when it may; adding a program is one entry here.
 */
export const SYSTEM_NEEDS: readonly SystemNeed[] = [
  {
    name: 'chromium',
    label: 'Chromium',
    neededFor: 'the browser tests',
    usedBy: ['test'],
    env: 'CHROME_PATH',
    commands: ['chromium', 'chromium-browser'],
    paths: ['/usr/bin/chromium'],
    debianPackage: 'chromium',
  },
  {
    name: 'litecoind',
    label: 'litecoind',
    neededFor: 'the Bitcoin (bip122) node of the tests and the playground',
    usedBy: ['test', 'start'],
    env: 'LITECOIND_PATH',
    commands: ['litecoind'],
    paths: ['/usr/bin/litecoind'],
    debianPackage: 'litecoind',
    optional: true,
  },
]
