import { vars } from '../theme/tokens.js'

/** Rules every primitive relies on: the focus ring, visually hidden text, reduced motion. */
export const baseCss = `
[data-portico] .portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
[data-portico] .portico-focusable:focus-visible {
  outline: 2px solid ${vars.color.focusRing};
  outline-offset: 2px;
}
@media (prefers-reduced-motion: reduce) {
  [data-portico] .portico-animated { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`
