import { Styles, useNetwork, useT } from '@portico/ui'
import type { BalancesService } from '../types.js'
import { balancesCss } from './balancesCss.js'
import { ListMessage, LoadingSkeleton, RetryButton } from './ListStates.js'
import { NftCard } from './NftCard.js'
import { useBalancesList, useBalancesService } from './useBalancesList.js'

// The tabs' English texts load with them (the plugin adds them when a tab's module loads).
export { en as englishTexts } from '../locales/en.js'

/** The NFTs tab of the Account view: a grid of the connected account's ERC-721 tokens. */
export default function NftsTab() {
  const t = useT()
  const { value: service, failed, retry } = useBalancesService()
  if (service) return <NftsList service={service} />
  // The service itself failed to load (a chunk the network dropped): the list's own error state.
  if (failed)
    return (
      <ListMessage
        tone="error"
        title={t('balances.nfts.error.title')}
        description={t('balances.nfts.error.description')}
        action={<RetryButton retryAt={undefined} now={Date.now} onRetry={retry} />}
      />
    )
  return <LoadingSkeleton shape="cards" label={t('balances.nfts.loading')} />
}

function NftsList({ service }: { service: BalancesService }) {
  const t = useT()
  const { network } = useNetwork()
  const list = useBalancesList(service, 'nfts')

  if (!list || list.status === 'idle' || (list.status === 'loading' && list.items.length === 0))
    return <LoadingSkeleton shape="cards" label={t('balances.nfts.loading')} />
  if (list.status === 'unsupported')
    return (
      <ListMessage
        title={t('balances.nfts.unsupported.title')}
        description={t('balances.nfts.unsupported.description')}
      />
    )
  if (list.status === 'error' && list.items.length === 0)
    return (
      <ListMessage
        tone="error"
        title={t('balances.nfts.error.title')}
        description={t('balances.nfts.error.description')}
        action={
          <RetryButton
            retryAt={list.retryAt}
            now={service.now}
            onRetry={() => void service.getNfts({ force: true })}
          />
        }
      />
    )
  if (list.items.length === 0)
    return (
      <ListMessage
        title={t('balances.nfts.empty.title')}
        description={t('balances.nfts.empty.description', { network: network?.name ?? '' })}
      />
    )
  return (
    <section className="portico-balances">
      <Styles id="balances" css={balancesCss} />
      <ul className="portico-nft-grid" aria-label={t('balances.nfts.list')}>
        {list.items.map((nft) => (
          <NftCard key={`${nft.collection}:${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
    </section>
  )
}
