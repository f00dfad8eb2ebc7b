import { vars } from '@portico/ui'

/** Layout of the Send and Receive views; colours and sizes only through theme tokens. */
export const sendCss = `
[data-portico] .portico-send { display: flex; flex-direction: column; gap: ${vars.space.md}; box-sizing: border-box;
  width: 100%; padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg}; font-family: ${vars.font.family};
  color: ${vars.color.foreground}; }
[data-portico] .portico-send-fieldset { display: flex; flex-direction: column; gap: ${vars.space.xs}; margin: 0; padding: 0; border: 0; min-width: 0; }
[data-portico] .portico-send-legend { margin-bottom: ${vars.space.xs}; padding: 0; font-size: ${vars.font.sizeSmall};
  font-weight: ${vars.font.weightMedium}; }
[data-portico] .portico-send-tokens { display: flex; flex-direction: column; gap: ${vars.space.xs}; max-height: 220px;
  overflow-y: auto; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-send-token-icon { width: 24px; height: 24px; flex: none; border-radius: ${vars.radius.full}; }
[data-portico] .portico-send-max { flex: none; padding: 2px ${vars.space.sm}; border: 0; border-radius: ${vars.radius.full};
  background: ${vars.color.background}; color: ${vars.color.accent}; font: inherit; font-size: ${vars.font.sizeSmall};
  font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-send-max:disabled { cursor: not-allowed; opacity: 0.55; }
[data-portico] .portico-send-summary { display: grid; grid-template-columns: auto 1fr; gap: ${vars.space.xs} ${vars.space.md};
  margin: 0; padding: ${vars.space.md}; border-radius: ${vars.radius.item}; background: ${vars.color.surface};
  font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-send-summary dt { color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-send-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
[data-portico] .portico-send-error { margin: 0; color: ${vars.color.error}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-send-address { margin: 0; padding: ${vars.space.sm} ${vars.space.md}; border-radius: ${vars.radius.item};
  background: ${vars.color.surface}; font-family: ${vars.font.familyMono}; font-size: ${vars.font.sizeSmall};
  overflow-wrap: anywhere; text-align: center; }
[data-portico] .portico-send-address-row { display: flex; align-items: center; gap: ${vars.space.sm}; }
[data-portico] .portico-send-address-row > .portico-send-address { flex: 1; min-width: 0; }
[data-portico] .portico-send-qr { display: flex; justify-content: center; }
[data-portico] .portico-send-networks { display: flex; flex-wrap: wrap; gap: ${vars.space.sm}; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-send-network { display: inline-flex; align-items: center; gap: ${vars.space.xs};
  padding: 2px ${vars.space.sm} 2px 2px; border-radius: ${vars.radius.full}; background: ${vars.color.surface};
  font-size: ${vars.font.sizeSmall}; }
`
