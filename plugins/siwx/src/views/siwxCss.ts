import { vars } from '@portico/ui'

/** Layout of the SIWXSignMessage view; colours and sizes only through theme tokens. */
export const siwxCss = `
[data-portico] .portico-siwx { display: flex; flex-direction: column; align-items: center; gap: ${vars.space.md};
  box-sizing: border-box; width: 100%; padding: ${vars.space.md} ${vars.space.lg} ${vars.space.lg};
  font-family: ${vars.font.family}; color: ${vars.color.foreground}; text-align: center; }
[data-portico] .portico-siwx-account { margin: 0; padding: ${vars.space.xs} ${vars.space.md}; border-radius: ${vars.radius.full};
  background: ${vars.color.surface}; font-size: ${vars.font.sizeSmall}; overflow-wrap: anywhere; }
[data-portico] .portico-siwx-problem { margin: 0; color: ${vars.color.error}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-siwx-details { display: block; color: ${vars.color.foregroundMuted}; overflow-wrap: anywhere; }
[data-portico] .portico-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.space.sm}; width: 100%; }
`
