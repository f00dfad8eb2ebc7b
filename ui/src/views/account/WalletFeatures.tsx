import { useExtensions } from '../../hooks/useExtensions.js'
import { useFlags } from '../../hooks/useFlag.js'
import { baseCss } from '../../primitives/baseStyles.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Styles } from '../../primitives/Styles.js'
import { vars } from '../../theme/tokens.js'
import { orderWalletFeatures } from './orderWalletFeatures.js'

const css = `${baseCss}
[data-portico] .portico-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(64px, 1fr)); gap: ${vars.space.sm};
  margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-feature { display: flex; width: 100%; flex-direction: column; align-items: center; gap: ${vars.space.xs};
  padding: ${vars.space.sm} ${vars.space.xs}; border: 0; border-radius: ${vars.radius.item}; background: ${vars.color.surface};
  color: ${vars.color.foreground}; font-family: ${vars.font.family}; font-size: ${vars.font.sizeSmall};
  font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-feature:hover { background: ${vars.color.surfaceHover}; }
[data-portico] .portico-feature > img { width: 24px; height: 24px; }
`

/** The wallet feature buttons (on-ramp, swaps, receive, send) that plugins contribute and flags allow. */
export function WalletFeatures() {
  const portico = usePortico()
  const t = useT()
  const flags = useFlags()
  const features = orderWalletFeatures(useExtensions('account.features'), flags)
  if (features.length === 0) return null
  return (
    <>
      <Styles id="features" css={css} />
      <ul className="portico-features" aria-label={t('views.account.features')}>
        {features.map((feature) => (
          <li key={`${feature.pluginId}:${feature.id}`}>
            <button
              type="button"
              className="portico-feature portico-focusable"
              data-feature={feature.feature}
              onClick={() => portico.router.push(feature.view)}
            >
              {/* An <img> runs no script, whatever the plugin's SVG string holds. */}
              {feature.icon ? (
                <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(feature.icon)}`} alt="" />
              ) : null}
              {t(feature.label)}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
