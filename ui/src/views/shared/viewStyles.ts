import { vars } from '../../theme/tokens.js'

/** Layout shared by the core views: a padded column inside the 360 px modal. */
export const viewCss = `
[data-portico] .portico-view { display: flex; flex-direction: column; gap: ${vars.space.md};
  box-sizing: border-box; width: 100%; max-width: ${vars.size.modalWidth}; padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg};
  font-family: ${vars.font.family}; color: ${vars.color.foreground}; }
[data-portico] .portico-stack { display: flex; flex-direction: column; gap: ${vars.space.sm}; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-row { display: flex; align-items: center; gap: ${vars.space.sm}; }
[data-portico] .portico-row[data-wrap] { flex-wrap: wrap; }
[data-portico] .portico-divider { display: flex; align-items: center; gap: ${vars.space.md};
  color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-divider::before, [data-portico] .portico-divider::after { content: ''; flex: 1; height: 1px; background: ${vars.color.border}; }
[data-portico] .portico-state { display: flex; flex-direction: column; align-items: center; gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.md}; text-align: center; }
[data-portico] .portico-state-icon { display: inline-flex; font-size: 32px; color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-state[data-tone='error'] .portico-state-icon { color: ${vars.color.error}; }
[data-portico] .portico-state-actions { display: flex; flex-direction: column; gap: ${vars.space.sm}; width: 100%; }
[data-portico] fieldset.portico-stack { border: 0; min-width: 0; }
[data-portico] .portico-legal-consent input { flex: none; width: 18px; height: 18px; margin: 0; accent-color: ${vars.color.accent}; }
[data-portico] .portico-legal-consent a { color: ${vars.color.accent}; }
[data-portico] .portico-replace-connection { padding: ${vars.space.md}; border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.control}; }
`
