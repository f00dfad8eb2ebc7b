import { vars } from '@portico/ui'

/** Layout of the names views; colours and sizes only through theme tokens. */
export const namesCss = `
[data-portico] .portico-names { display: flex; flex-direction: column; gap: ${vars.space.md}; box-sizing: border-box;
  width: 100%; padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg}; font-family: ${vars.font.family};
  color: ${vars.color.foreground}; }
[data-portico] .portico-names-zone { color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; white-space: nowrap; }
[data-portico] .portico-names-status { margin: 0; font-size: ${vars.font.sizeSmall}; min-height: 1.4em; }
[data-portico] .portico-names-status[data-tone='success'] { color: ${vars.color.success}; }
[data-portico] .portico-names-status[data-tone='error'] { color: ${vars.color.error}; }
[data-portico] .portico-names-list { display: flex; flex-wrap: wrap; gap: ${vars.space.xs}; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-names-chip { padding: ${vars.space.xs} ${vars.space.md}; border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.full}; background: ${vars.color.surface}; color: ${vars.color.foreground}; font: inherit;
  font-size: ${vars.font.sizeSmall}; cursor: pointer; }
[data-portico] .portico-names-chip:hover { background: ${vars.color.surfaceHover}; }
[data-portico] .portico-names-problem { margin: 0; color: ${vars.color.error}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-names-details { display: block; color: ${vars.color.foregroundMuted}; overflow-wrap: anywhere; }
[data-portico] .portico-names-done { align-items: center; text-align: center; }
[data-portico] .portico-names-result { min-height: 1.4em; }
[data-portico] .portico-names-found { display: flex; align-items: center; gap: ${vars.space.md}; padding: ${vars.space.md};
  border-radius: ${vars.radius.item}; background: ${vars.color.surface}; }
[data-portico] .portico-names-found > div { flex: 1; min-width: 0; }
[data-portico] .portico-names-address { overflow-wrap: anywhere; }
`
