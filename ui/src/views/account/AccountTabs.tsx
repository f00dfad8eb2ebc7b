import { useExtensions } from '../../hooks/useExtensions.js'
import { useWalletState } from '../../hooks/useWalletState.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Tabs } from '../../primitives/Tabs.js'
import { Text } from '../../primitives/Text.js'
import { ExtensionOutlet } from '../shared/ExtensionOutlet.js'

/**
 * Tokens / NFTs / Activity: whatever the plugins contribute to `account.tabs`. With no contribution
 * there is no tab bar at all. The selected tab is the account's `currentTab` (spec 3), so it
 * survives leaving and reopening the view.
 */
export function AccountTabs() {
  const portico = usePortico()
  const t = useT()
  const tabs = useExtensions('account.tabs')
  const namespace = useWalletState((s) => s.activeNamespace)
  const currentTab = useWalletState((s) => (namespace ? (s.accounts[namespace]?.currentTab ?? 0) : 0))
  if (tabs.length === 0) return null
  const selected = tabs[currentTab] ?? tabs[0]!
  const select = (id: string) => {
    const index = tabs.findIndex((tab) => tab.id === id)
    if (namespace && index >= 0) portico.wallet.updateAccount(namespace, { currentTab: index })
  }
  return (
    <Tabs
      label={t('views.account.tabs')}
      tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
      selected={selected.id}
      onSelect={select}
    >
      <ExtensionOutlet
        key={`${selected.pluginId}:${selected.id}`}
        portico={portico}
        load={selected.load}
        loadingLabel={t('views.account.tabLoading')}
        errorFallback={
          <Text tone="muted" role="alert">
            {t('views.account.tabError')}
          </Text>
        }
      />
    </Tabs>
  )
}
