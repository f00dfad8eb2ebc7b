/**
 * The theme contract: every CSS custom property the modal's styles read. Views, primitives and
 * plugins style only through these (`vars.color.accent` is `var(--portico-color-accent)`), so an
 * app's `themeVariables` and the light/dark themes reach everything.
 *
 * Names are `--portico-<group>-<name>`. The values live in `themes.ts`; the provider scopes them
 * to one instance with `[data-portico="<id>"]`.
 */
export const tokens = {
  color: {
    /** Primary actions, links, the focus ring by default. */
    accent: '--portico-color-accent',
    /** Text and icons drawn on the accent colour. */
    accentForeground: '--portico-color-accent-foreground',
    /** The modal card, the toasts and the buttons' background. */
    background: '--portico-color-background',
    /** List items, inputs, secondary buttons. */
    surface: '--portico-color-surface',
    /** Hovered or pressed list items and secondary buttons. */
    surfaceHover: '--portico-color-surface-hover',
    /** Main text. */
    foreground: '--portico-color-foreground',
    /** Secondary text (descriptions, placeholders, captions). */
    foregroundMuted: '--portico-color-foreground-muted',
    /** Hairlines and outlines. */
    border: '--portico-color-border',
    /** The backdrop behind the dialog. */
    overlay: '--portico-color-overlay',
    success: '--portico-color-success',
    error: '--portico-color-error',
    warning: '--portico-color-warning',
    /** The outline of the focused control (WCAG 2.2 focus visible). */
    focusRing: '--portico-color-focus-ring',
  },
  font: {
    family: '--portico-font-family',
    familyMono: '--portico-font-family-mono',
    /** 12 px: captions, badges. */
    sizeSmall: '--portico-font-size-small',
    /** 14 px: body, list items. */
    sizeMedium: '--portico-font-size-medium',
    /** 16 px: headings, the modal title. */
    sizeLarge: '--portico-font-size-large',
    /** 22 px: balances, big numbers. */
    sizeXLarge: '--portico-font-size-xlarge',
    weightRegular: '--portico-font-weight-regular',
    weightMedium: '--portico-font-weight-medium',
    weightBold: '--portico-font-weight-bold',
  },
  radius: {
    /** The dialog card. */
    modal: '--portico-radius-modal',
    /** Buttons and inputs. */
    control: '--portico-radius-control',
    /** List items and cards inside the modal. */
    item: '--portico-radius-item',
    /** Avatars, pills, round icon buttons. */
    full: '--portico-radius-full',
  },
  space: {
    /** 4 px */
    xs: '--portico-space-xs',
    /** 8 px */
    sm: '--portico-space-sm',
    /** 12 px */
    md: '--portico-space-md',
    /** 16 px */
    lg: '--portico-space-lg',
    /** 24 px */
    xl: '--portico-space-xl',
  },
  shadow: {
    modal: '--portico-shadow-modal',
    toast: '--portico-shadow-toast',
  },
  motion: {
    /** Spec 9: header text 120 ms. */
    durationHeader: '--portico-duration-header',
    /** Spec 9: modal height 150 ms. */
    durationHeight: '--portico-duration-height',
    /** Spec 9: view transition 150 ms. */
    durationView: '--portico-duration-view',
    easing: '--portico-easing',
  },
  size: {
    /** Spec 2: the modal is 360 px wide. */
    modalWidth: '--portico-modal-width',
    /** Spec 9: toasts are 356 px wide. */
    toastWidth: '--portico-toast-width',
    /** Height of list items and primary buttons. */
    control: '--portico-size-control',
    /** Wallet and network images in lists. */
    icon: '--portico-size-icon',
  },
  /** Stacking order of the overlay and the toasts. */
  zIndex: '--portico-z-index',
} as const

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T]

/** Any token name, e.g. `'--portico-color-accent'`. Keys of `themeVariables`. */
export type TokenName = Leaves<typeof tokens>

type VarsOf<T> = T extends string ? `var(${T})` : { readonly [K in keyof T]: VarsOf<T[K]> }

function toVars<T>(tree: T): VarsOf<T> {
  if (typeof tree === 'string') return `var(${tree})` as VarsOf<T>
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(tree as object)) out[key] = toVars(value)
  return out as VarsOf<T>
}

/**
 * `var(--portico-…)` references for authoring CSS in TypeScript strings.
 *
 * @example
 * const css = `[data-portico] .my-row { background: ${vars.color.surface}; }`
 */
export const vars = toVars(tokens)

function names(tree: unknown): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(names)
}

/** Every token name, for validating `themeVariables`. */
export const tokenNames: readonly TokenName[] = Object.freeze(names(tokens) as TokenName[])

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
