import { vars } from '@portico/ui'

/** Styles of both tabs; only theme contract variables, scoped to the Portico instance. */
export const balancesCss = `
[data-portico] .portico-balances { display: flex; flex-direction: column; gap: ${vars.space.sm}; }
[data-portico] .portico-balances-total { display: flex; align-items: baseline; justify-content: space-between;
  padding: 0 ${vars.space.xs}; }
[data-portico] .portico-balances-list { display: flex; flex-direction: column; gap: ${vars.space.xs}; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-token-row { display: flex; align-items: center; gap: ${vars.space.md}; min-height: ${vars.size.control};
  padding: ${vars.space.sm} ${vars.space.md}; border-radius: ${vars.radius.item}; background: ${vars.color.surface}; }
[data-portico] .portico-token-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
[data-portico] .portico-token-value { flex: none; text-align: end; }
[data-portico] .portico-skeleton-row { height: ${vars.size.control}; border-radius: ${vars.radius.item};
  background: ${vars.color.surface}; animation: portico-skeleton-pulse 1.2s ease-in-out infinite; }
@keyframes portico-skeleton-pulse { 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) { [data-portico] .portico-skeleton-row { animation: none; } }
[data-portico] .portico-nft-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: ${vars.space.sm};
  margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-nft-card { display: flex; flex-direction: column; gap: ${vars.space.xs}; padding: ${vars.space.sm};
  border-radius: ${vars.radius.item}; background: ${vars.color.surface}; }
[data-portico] .portico-nft-image { display: flex; align-items: center; justify-content: center; overflow: hidden;
  aspect-ratio: 1; border-radius: ${vars.radius.control}; background: ${vars.color.background};
  color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeLarge}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-nft-image > img { width: 100%; height: 100%; object-fit: cover; }
[data-portico] .portico-nft-name { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
  overflow: hidden; overflow-wrap: anywhere; }
[data-portico] .portico-skeleton-card { aspect-ratio: 1; border-radius: ${vars.radius.item}; background: ${vars.color.surface};
  animation: portico-skeleton-pulse 1.2s ease-in-out infinite; }
[data-portico] .portico-balances-message { display: flex; flex-direction: column; align-items: center; gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.md}; text-align: center; }
`
