import { describe, expect, it } from 'vitest'
import { type Tokens, tokenNames, tokens, vars } from './tokens.js'

// Every name as the `Tokens` type spells it (the compiler checks this object against it), so the
// table that builds `tokens` at run time cannot drift from the type apps and plugins compile with.
const spelledOut: Tokens = {
  color: {
    accent: '--portico-color-accent',
    accentForeground: '--portico-color-accent-foreground',
    background: '--portico-color-background',
    surface: '--portico-color-surface',
    surfaceHover: '--portico-color-surface-hover',
    foreground: '--portico-color-foreground',
    foregroundMuted: '--portico-color-foreground-muted',
    border: '--portico-color-border',
    overlay: '--portico-color-overlay',
    success: '--portico-color-success',
    error: '--portico-color-error',
    warning: '--portico-color-warning',
    focusRing: '--portico-color-focus-ring',
  },
  font: {
    family: '--portico-font-family',
    familyMono: '--portico-font-family-mono',
    sizeSmall: '--portico-font-size-small',
    sizeMedium: '--portico-font-size-medium',
    sizeLarge: '--portico-font-size-large',
    sizeXLarge: '--portico-font-size-xlarge',
    weightRegular: '--portico-font-weight-regular',
    weightMedium: '--portico-font-weight-medium',
    weightBold: '--portico-font-weight-bold',
  },
  radius: {
    modal: '--portico-radius-modal',
    control: '--portico-radius-control',
    item: '--portico-radius-item',
    full: '--portico-radius-full',
  },
  space: {
    xs: '--portico-space-xs',
    sm: '--portico-space-sm',
    md: '--portico-space-md',
    lg: '--portico-space-lg',
    xl: '--portico-space-xl',
  },
  shadow: { modal: '--portico-shadow-modal', toast: '--portico-shadow-toast' },
  motion: {
    durationHeader: '--portico-duration-header',
    durationHeight: '--portico-duration-height',
    durationView: '--portico-duration-view',
    easing: '--portico-easing',
  },
  size: {
    modalWidth: '--portico-modal-width',
    toastWidth: '--portico-toast-width',
    control: '--portico-size-control',
    icon: '--portico-size-icon',
  },
  zIndex: '--portico-z-index',
}

describe('tokens', () => {
  it('holds every name its type spells out, in the same order', () => {
    expect(JSON.stringify(tokens)).toBe(JSON.stringify(spelledOut))
    expect(tokenNames).toHaveLength(42)
    expect(new Set(tokenNames).size).toBe(42)
  })

  it('gives a var() reference per name', () => {
    expect(vars.font.sizeXLarge).toBe('var(--portico-font-size-xlarge)')
    expect(vars.size.modalWidth).toBe('var(--portico-modal-width)')
    expect(vars.zIndex).toBe('var(--portico-z-index)')
  })
})
