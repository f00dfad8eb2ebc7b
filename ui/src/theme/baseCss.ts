import { declarations, SCOPE_ATTRIBUTE as S, THEME_ATTRIBUTE as T } from './css.js'
import { darkTheme, lightTheme } from './themes.js'
import { vars } from './tokens.js'

/**
 * Shared by every instance: the light and dark token values keyed by `data-portico-theme`
 * ('system' follows `prefers-color-scheme`), and the reset every Portico root needs. Rules start
 * with `[data-portico]`; keyframe names are global by nature, so they carry a `portico-` prefix.
 */
export const baseCss = `[${S}]{${declarations(lightTheme)}color-scheme:light}
[${S}][${T}="dark"]{${declarations(darkTheme)}color-scheme:dark}
@media (prefers-color-scheme: dark){[${S}][${T}="system"]{${declarations(darkTheme)}color-scheme:dark}}
[${S}]{font-family:${vars.font.family};font-size:${vars.font.sizeMedium};line-height:1.4;color:${vars.color.foreground};-webkit-font-smoothing:antialiased;-webkit-tap-highlight-color:transparent}
[${S}],[${S}] *,[${S}] *::before,[${S}] *::after{box-sizing:border-box}
[${S}] button{font:inherit;color:inherit}
[${S}]:focus-visible,[${S}] :focus-visible{outline:2px solid ${vars.color.focusRing};outline-offset:2px}`
