import type { ChainNamespace, FeatureFlags, Portico } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { type ActivityParameters, activity } from '../plugin.js'
import { activityTokens } from '../tokens.js'
import type { fakeBlockchainApi } from './fakeBlockchainApi.js'

export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A started test kernel with a mock EVM wallet and the activity plugin, talking to a fake API. */
export async function createActivityKernel({
  api,
  features,
  namespace = 'eip155',
  accounts = [ACCOUNT_0],
  caipNetworkId = 'eip155:1',
  projectId = 'test-project',
  parameters,
}: {
  api: ReturnType<typeof fakeBlockchainApi>
  features?: Partial<FeatureFlags>
  namespace?: ChainNamespace
  accounts?: string[]
  caipNetworkId?: `${string}:${string}`
  projectId?: string
  parameters?: ActivityParameters
}) {
  const chain = mockChain({ namespace, accounts, caipNetworkId })
  const portico: Portico = createTestPortico({
    plugins: [chain.plugin, activity(parameters)],
    projectId,
    api: { blockchainApi: 'http://api.test' },
    fetch: api.fetch,
    features,
  })
  await portico.start()
  return {
    portico,
    chain,
    connect: () => portico.wallet.connect({ connectorId: 'mock.injected' }),
    service: () => portico.resolve(activityTokens.service).load(),
  }
}
