import { vars } from '@portico/ui'

/** Layout of the Swap view; colours and sizes only through theme tokens. */
export const swapCss = `
[data-portico] .portico-swap { display: flex; flex-direction: column; gap: ${vars.space.md}; box-sizing: border-box;
  width: 100%; padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg}; font-family: ${vars.font.family};
  color: ${vars.color.foreground}; }
[data-portico] .portico-swap-side { display: flex; flex-direction: column; gap: ${vars.space.xs}; margin: 0;
  padding: ${vars.space.md}; border: 0; border-radius: ${vars.radius.item}; background: ${vars.color.surface}; min-width: 0; }
[data-portico] .portico-swap-legend { float: left; width: 100%; margin-bottom: ${vars.space.xs}; padding: 0;
  font-size: ${vars.font.sizeSmall}; color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-swap-row { display: flex; align-items: center; justify-content: space-between; gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSmall}; color: ${vars.color.foregroundMuted}; min-width: 0; }
[data-portico] .portico-swap-token { display: inline-flex; flex: none; align-items: center; gap: ${vars.space.xs};
  padding: 4px ${vars.space.sm}; border: 1px solid ${vars.color.border}; border-radius: ${vars.radius.full};
  background: ${vars.color.background}; color: ${vars.color.foreground}; font: inherit; font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-swap-token:disabled { cursor: not-allowed; opacity: 0.55; }
[data-portico] .portico-swap-icon { width: 20px; height: 20px; flex: none; border-radius: ${vars.radius.full}; }
[data-portico] .portico-swap-output { font-size: ${vars.font.sizeMedium}; font-weight: ${vars.font.weightMedium};
  overflow-wrap: anywhere; min-height: 1.5em; }
[data-portico] .portico-swap-flip { align-self: center; margin: -${vars.space.sm} 0; }
[data-portico] .portico-swap-max { flex: none; padding: 2px ${vars.space.sm}; border: 0; border-radius: ${vars.radius.full};
  background: ${vars.color.background}; color: ${vars.color.accent}; font: inherit; font-size: ${vars.font.sizeSmall};
  font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-swap-max:disabled { cursor: not-allowed; opacity: 0.55; }
[data-portico] .portico-swap-details { display: grid; grid-template-columns: auto 1fr; gap: ${vars.space.xs} ${vars.space.md};
  margin: 0; padding: ${vars.space.md}; border-radius: ${vars.radius.item}; background: ${vars.color.surface};
  font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-swap-details dt { color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-swap-details dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
[data-portico] .portico-swap-issue { margin: 0; color: ${vars.color.error}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-swap-hint { margin: 0; color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-swap-lists { display: flex; flex-direction: column; gap: ${vars.space.sm}; max-height: 300px;
  overflow-y: auto; margin: 0; padding: 0; border: 0; min-width: 0; }
[data-portico] .portico-swap-lists h3 { margin: 0 0 ${vars.space.xs}; }
[data-portico] .portico-swap-list { display: flex; flex-direction: column; gap: ${vars.space.xs};
  margin: 0; padding: 0; list-style: none; }
`
