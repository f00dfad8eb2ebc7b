// Every chain plugin with capabilities readies them on the intent for one of its wallet rows
// (`wallet.prepare`), not on every first open (`modal.prefetch`): the first open of a page that
// composes several chains then loads no chain's wallet code for a wallet the visitor did not point at.
import { bip122 } from '@portico/chain-bip122'
import { cosmos } from '@portico/chain-cosmos'
import { eip155 } from '@portico/chain-eip155'
import { solana } from '@portico/chain-solana'
import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'

const chains = [
  { namespace: 'eip155', plugin: eip155 },
  { namespace: 'solana', plugin: solana },
  { namespace: 'bip122', plugin: bip122 },
  { namespace: 'cosmos', plugin: cosmos },
]

describe("chain capabilities load on a wallet row's intent", () => {
  it.each(chains)(
    '$namespace: one wallet.prepare item for its namespace, nothing on modal.prefetch',
    async ({ namespace, plugin }) => {
      const portico = createTestPortico({ plugins: [plugin()] })
      expect(portico.extensions.list('modal.prefetch')).toEqual([])
      const prepare = portico.extensions.list('wallet.prepare')
      expect(prepare).toHaveLength(1)
      expect(prepare[0]).toMatchObject({ id: `${namespace}.capabilities`, namespace })
      await portico.dispose()
    },
  )
})
