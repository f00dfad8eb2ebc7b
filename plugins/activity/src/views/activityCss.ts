import { vars } from '@portico/ui'

/** The Activity tab's rules; scoped under `[data-portico]` and written only with theme tokens. */
export const activityCss = `
[data-portico] .portico-activity { display: flex; flex-direction: column; gap: ${vars.space.md};
  font-family: ${vars.font.family}; color: ${vars.color.foreground}; }
[data-portico] .portico-activity-list { display: flex; flex-direction: column; gap: ${vars.space.md}; }
[data-portico] .portico-activity-group { display: flex; flex-direction: column; gap: ${vars.space.xs}; }
[data-portico] .portico-activity-group-title { margin: 0; padding: 0 ${vars.space.xs};
  font-size: ${vars.font.sizeSmall}; font-weight: ${vars.font.weightMedium}; color: ${vars.color.foregroundMuted}; }
/* Windowed (thousands of rows): titles and rows are placed one by one, row-gap apart; a title's
   padding makes up the larger gap between months. */
[data-portico] .portico-activity-list[data-windowed] { display: block; row-gap: ${vars.space.xs}; }
[data-portico] .portico-activity-list[data-windowed] .portico-activity-group-title:not([data-first]) {
  padding-top: calc(${vars.space.md} - ${vars.space.xs}); }
[data-portico] .portico-activity-rows { display: flex; flex-direction: column; gap: ${vars.space.xs};
  margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-activity-row { display: flex; align-items: center; gap: ${vars.space.md};
  min-height: ${vars.size.control}; padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.item}; background: ${vars.color.surface}; font-size: ${vars.font.sizeMedium}; }
[data-portico] .portico-activity-icon { flex: none; width: ${vars.size.icon}; height: ${vars.size.icon};
  border-radius: ${vars.radius.full}; object-fit: cover; background: ${vars.color.background}; }
[data-portico] .portico-activity-icon[data-kind='nft'] { border-radius: ${vars.radius.control}; }
[data-portico] .portico-activity-icon-fallback { display: inline-flex; align-items: center; justify-content: center;
  color: ${vars.color.foregroundMuted}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-activity-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
[data-portico] .portico-activity-type { font-weight: ${vars.font.weightMedium}; }
[data-portico] .portico-activity-amount, [data-portico] .portico-activity-meta { overflow: hidden;
  text-overflow: ellipsis; white-space: nowrap; }
[data-portico] .portico-activity-amount { color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-activity-amount[data-sign='+'] { color: ${vars.color.success}; }
[data-portico] .portico-activity-meta { display: flex; flex: none; flex-direction: column; align-items: flex-end;
  gap: 2px; color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-activity-status[data-status='failed'] { color: ${vars.color.error}; }
[data-portico] .portico-activity-status[data-status='pending'] { color: ${vars.color.warning}; }
[data-portico] .portico-activity-state { display: flex; flex-direction: column; align-items: center;
  gap: ${vars.space.sm}; padding: ${vars.space.xl} ${vars.space.lg}; text-align: center; }
[data-portico] .portico-activity-state-title { margin: 0; font-size: ${vars.font.sizeLarge}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-activity-state-text { margin: 0; color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-activity-spinner { width: 24px; height: 24px; border-radius: 50%;
  border: 2px solid ${vars.color.border}; border-top-color: ${vars.color.accent};
  animation: portico-activity-spin 0.8s linear infinite; }
@keyframes portico-activity-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { [data-portico] .portico-activity-spinner { animation-duration: 2.4s; } }
[data-portico] .portico-activity-button { align-self: center; min-height: 40px; padding: 0 ${vars.space.lg};
  border: 0; border-radius: ${vars.radius.control}; background: ${vars.color.surface}; color: ${vars.color.foreground};
  font: inherit; font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-activity-button:hover { background: ${vars.color.surfaceHover}; }
[data-portico] .portico-activity-button:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
[data-portico] .portico-activity-sentinel { height: 1px; }
[data-portico] .portico-activity-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
`
