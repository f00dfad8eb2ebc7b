import type { PorticoSlots } from '@portico/kernel'
import { memo } from 'react'
import { shallowEqual } from '../../hooks/shallowEqual.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Text } from '../../primitives/Text.js'
import { ExtensionOutlet } from '../shared/ExtensionOutlet.js'

export type ConnectSectionItem = PorticoSlots['connect.sections'] & { pluginId: string }

/**
 * An e-mail or social section of Connect: the plugins' lazily loaded components, in slot order.
 * Connect renders again as wallets arrive; a section renders again only when its items change.
 */
export const ConnectSection = memo(
  ConnectSectionContent,
  (previous, next) => previous.method === next.method && shallowEqual(previous.items, next.items),
)

function ConnectSectionContent({
  method,
  items,
}: {
  method: 'email' | 'social'
  items: readonly ConnectSectionItem[]
}) {
  const portico = usePortico()
  const t = useT()
  return (
    <section aria-label={t(`views.connect.section.${method}`)} className="portico-stack" data-method={method}>
      {items.map((item) => (
        <ExtensionOutlet
          key={`${item.pluginId}:${item.id}`}
          portico={portico}
          load={item.load}
          loadingLabel={t('views.connect.sectionLoading')}
          errorFallback={
            <Text tone="muted" variant="small" role="alert">
              {t('views.connect.sectionError')}
            </Text>
          }
        />
      ))}
    </section>
  )
}
