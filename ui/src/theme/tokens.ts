/**
 * The theme contract: every CSS custom property the modal's styles read. Views, primitives and
 * plugins style only through these (`vars.color.accent` is `var(--portico-color-accent)`), so an
 * app's `themeVariables` and the light/dark themes reach everything.
 *
 * Names are `--portico-<group>-<name>`. The values live in `themes.ts`; the provider scopes them
 * to one instance with `[data-portico="<id>"]`.
 */
export type Tokens = {
  readonly color: {
    /** Primary actions, links, the focus ring by default. */
    readonly accent: '--portico-color-accent'
    /** Text and icons drawn on the accent colour. */
    readonly accentForeground: '--portico-color-accent-foreground'
    /** The modal card, the toasts and the buttons' background. */
    readonly background: '--portico-color-background'
    /** List items, inputs, secondary buttons. */
    readonly surface: '--portico-color-surface'
    /** Hovered or pressed list items and secondary buttons. */
    readonly surfaceHover: '--portico-color-surface-hover'
    /** Main text. */
    readonly foreground: '--portico-color-foreground'
    /** Secondary text (descriptions, placeholders, captions). */
    readonly foregroundMuted: '--portico-color-foreground-muted'
    /** Hairlines and outlines. */
    readonly border: '--portico-color-border'
    /** The backdrop behind the dialog. */
    readonly overlay: '--portico-color-overlay'
    readonly success: '--portico-color-success'
    readonly error: '--portico-color-error'
    readonly warning: '--portico-color-warning'
    /** The outline of the focused control (WCAG 2.2 focus visible). */
    readonly focusRing: '--portico-color-focus-ring'
  }
  readonly font: {
    readonly family: '--portico-font-family'
    readonly familyMono: '--portico-font-family-mono'
    /** 12 px: captions, badges. */
    readonly sizeSmall: '--portico-font-size-small'
    /** 14 px: body, list items. */
    readonly sizeMedium: '--portico-font-size-medium'
    /** 16 px: headings, the modal title. */
    readonly sizeLarge: '--portico-font-size-large'
    /** 22 px: balances, big numbers. */
    readonly sizeXLarge: '--portico-font-size-xlarge'
    readonly weightRegular: '--portico-font-weight-regular'
    readonly weightMedium: '--portico-font-weight-medium'
    readonly weightBold: '--portico-font-weight-bold'
  }
  readonly radius: {
    /** The dialog card. */
    readonly modal: '--portico-radius-modal'
    /** Buttons and inputs. */
    readonly control: '--portico-radius-control'
    /** List items and cards inside the modal. */
    readonly item: '--portico-radius-item'
    /** Avatars, pills, round icon buttons. */
    readonly full: '--portico-radius-full'
  }
  readonly space: {
    /** 4 px */
    readonly xs: '--portico-space-xs'
    /** 8 px */
    readonly sm: '--portico-space-sm'
    /** 12 px */
    readonly md: '--portico-space-md'
    /** 16 px */
    readonly lg: '--portico-space-lg'
    /** 24 px */
    readonly xl: '--portico-space-xl'
  }
  readonly shadow: {
    readonly modal: '--portico-shadow-modal'
    readonly toast: '--portico-shadow-toast'
  }
  readonly motion: {
    /** Spec 9: header text 120 ms. */
    readonly durationHeader: '--portico-duration-header'
    /** Spec 9: modal height 150 ms. */
    readonly durationHeight: '--portico-duration-height'
    /** Spec 9: view transition 150 ms. */
    readonly durationView: '--portico-duration-view'
    readonly easing: '--portico-easing'
  }
  readonly size: {
    /** Spec 2: the modal is 360 px wide. */
    readonly modalWidth: '--portico-modal-width'
    /** Spec 9: toasts are 356 px wide. */
    readonly toastWidth: '--portico-toast-width'
    /** Height of list items and primary buttons. */
    readonly control: '--portico-size-control'
    /** Wallet and network images in lists. */
    readonly icon: '--portico-size-icon'
  }
  /** Stacking order of the overlay and the toasts. */
  readonly zIndex: '--portico-z-index'
}

/**
 * The names as `tokens` holds them, built from each group's keys: `--portico-<prefix><key in kebab
 * case>` (`sizeXLarge` is `size-xlarge`). `Tokens` spells each one out; this table keeps the code
 * that every page loads before the first click short (tokens.test.ts checks the two agree).
 */
const groups: readonly (readonly [group: string, prefix: string, keys: string])[] = [
  [
    'color',
    'color-',
    'accent accentForeground background surface surfaceHover foreground foregroundMuted border overlay success error warning focusRing',
  ],
  [
    'font',
    'font-',
    'family familyMono sizeSmall sizeMedium sizeLarge sizeXLarge weightRegular weightMedium weightBold',
  ],
  ['radius', 'radius-', 'modal control item full'],
  ['space', 'space-', 'xs sm md lg xl'],
  ['shadow', 'shadow-', 'modal toast'],
  ['motion', '', 'durationHeader durationHeight durationView easing'],
  ['size', '', 'modalWidth toastWidth'],
  ['size', 'size-', 'control icon'],
  ['', '', 'zIndex'],
]

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T]

/** Any token name, e.g. `'--portico-color-accent'`. Keys of `themeVariables`. */
export type TokenName = Leaves<Tokens>

type VarsOf<T> = T extends string ? `var(${T})` : { readonly [K in keyof T]: VarsOf<T[K]> }

/** The names, their `var()` references (same shape) and the flat list, from the table above. */
function build() {
  const tree: Record<string, unknown> = {}
  const refs: Record<string, unknown> = {}
  const flat: string[] = []
  for (const [group, prefix, keys] of groups) {
    if (group) {
      tree[group] ??= {}
      refs[group] ??= {}
    }
    const names = (group ? tree[group] : tree) as Record<string, string>
    const references = (group ? refs[group] : refs) as Record<string, string>
    for (const key of keys.split(' ')) {
      const name = `--portico-${prefix}${key.replace(/[A-Z]+/g, (upper) => `-${upper.toLowerCase()}`)}`
      names[key] = name
      references[key] = `var(${name})`
      flat.push(name)
    }
  }
  return { tree: tree as Tokens, refs: refs as VarsOf<Tokens>, flat: flat as TokenName[] }
}

const built = build()

/** The theme contract's names (see `Tokens`), e.g. `tokens.color.accent` is `'--portico-color-accent'`. */
export const tokens: Tokens = built.tree

/**
 * `var(--portico-…)` references for authoring CSS in TypeScript strings.
 *
 * @example
 * const css = `[data-portico] .my-row { background: ${vars.color.surface}; }`
 */
export const vars: VarsOf<Tokens> = built.refs

/** Every token name, for validating `themeVariables`. */
export const tokenNames: readonly TokenName[] = Object.freeze(built.flat)

// A value may not leave its declaration or the <style> element it sits in (RainbowKit's rule).
const unsafeValue = /[;{}<>\\]|\/\*/

export type SanitizedVariables = { accepted: Record<string, string>; rejected: string[] }

/**
 * Keeps only known token names with values that cannot break out of a declaration; the app's
 * `themeVariables` are external input.
 */
export function sanitizeThemeVariables(variables: Readonly<Record<string, unknown>>): SanitizedVariables {
  const accepted: Record<string, string> = {}
  const rejected: string[] = []
  for (const [name, value] of Object.entries(variables)) {
    const known = (tokenNames as readonly string[]).includes(name)
    if (known && typeof value === 'string' && value.trim() && !unsafeValue.test(value)) {
      accepted[name as TokenName] = value.trim()
    } else rejected.push(name)
  }
  return { accepted, rejected }
}
