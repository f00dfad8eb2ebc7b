import { SCOPE_ATTRIBUTE as S } from '../theme/css.js'
import { vars } from '../theme/tokens.js'

/** An entry button's classes: the shared look, its kind, and the app's own `className`. */
export const entryButtonClass = (kind: string, className?: string) =>
  `portico-entry ${kind}${className ? ` ${className}` : ''}`

/**
 * The connect, account and network buttons: the only styles on the page before the first click.
 * Written compact (one rule a line), as it ships: every page carries this text. On a narrow header
 * the button shrinks (the balance truncates first) instead of widening the page.
 */
export const entryButtonCss = `.portico-entry[${S}]{display:inline-flex;align-items:center;gap:${vars.space.sm};min-height:40px;padding:0 ${vars.space.md};margin:0;border:1px solid ${vars.color.border};border-radius:${vars.radius.full};background:${vars.color.background};color:${vars.color.foreground};font-family:${vars.font.family};font-size:${vars.font.sizeMedium};font-weight:${vars.font.weightMedium};line-height:1;white-space:nowrap;cursor:pointer;min-width:0;max-width:100%;overflow:hidden;transition:background-color ${vars.motion.durationView} ${vars.motion.easing}}
.portico-entry[${S}]:hover{background:${vars.color.surface}}
.portico-entry[${S}][aria-busy="true"]{cursor:progress}
.portico-connect-button[${S}]{background:${vars.color.accent};color:${vars.color.accentForeground};border-color:transparent}
.portico-connect-button[${S}]:hover{background:${vars.color.accent};filter:brightness(1.08)}
.portico-network-button[${S}][data-unsupported]{color:${vars.color.error};border-color:${vars.color.error}}
.portico-entry[${S}] .portico-entry-image{width:24px;height:24px;flex:none;border-radius:${vars.radius.full};object-fit:cover;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;background:${vars.color.surface};color:${vars.color.foreground};font-size:${vars.font.sizeSmall};font-weight:${vars.font.weightBold}}
.portico-entry[${S}] .portico-entry-name{flex:none}
.portico-network-button[${S}] .portico-entry-name{flex:0 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis}
.portico-entry[${S}] .portico-entry-balance{flex:0 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;padding-left:${vars.space.sm};border-left:1px solid ${vars.color.border};color:${vars.color.foregroundMuted};font-variant-numeric:tabular-nums}
@media (prefers-reduced-motion: reduce){.portico-entry[${S}]{transition:none}}`
