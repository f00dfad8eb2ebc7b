import { ANIMATION_MS, MODAL_WIDTH_PX, TOAST } from '@portico/kernel'
import { type TokenName, tokens } from './tokens.js'

export type ThemeValues = Readonly<Record<TokenName, string>>

/** Values shared by both colour schemes (sizes, fonts, motion of spec 9). */
const shared = {
  [tokens.font.family]:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  [tokens.font.familyMono]: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  [tokens.font.sizeSmall]: '12px',
  [tokens.font.sizeMedium]: '14px',
  [tokens.font.sizeLarge]: '16px',
  [tokens.font.sizeXLarge]: '22px',
  [tokens.font.weightRegular]: '400',
  [tokens.font.weightMedium]: '500',
  [tokens.font.weightBold]: '600',
  [tokens.radius.modal]: '24px',
  [tokens.radius.control]: '12px',
  [tokens.radius.item]: '16px',
  [tokens.radius.full]: '9999px',
  [tokens.space.xs]: '4px',
  [tokens.space.sm]: '8px',
  [tokens.space.md]: '12px',
  [tokens.space.lg]: '16px',
  [tokens.space.xl]: '24px',
  [tokens.motion.durationHeader]: `${ANIMATION_MS.headerText}ms`,
  [tokens.motion.durationHeight]: `${ANIMATION_MS.modalHeight}ms`,
  [tokens.motion.durationView]: `${ANIMATION_MS.viewTransition}ms`,
  [tokens.motion.easing]: 'cubic-bezier(0.2, 0, 0, 1)',
  [tokens.size.modalWidth]: `${MODAL_WIDTH_PX}px`,
  [tokens.size.toastWidth]: `${TOAST.widthPx}px`,
  [tokens.size.control]: '48px',
  [tokens.size.icon]: '40px',
  // Above most host content; the embedded wallet frame of spec 9 sits higher still (999999).
  [tokens.zIndex]: '99990',
} as const

/**
 * Light scheme. Text colours keep at least 4.5:1 against background and surface (WCAG AA),
 * checked by the axe tests in light and dark.
 */
export const lightTheme: ThemeValues = {
  ...shared,
  [tokens.color.accent]: '#3451d1',
  [tokens.color.accentForeground]: '#ffffff',
  [tokens.color.background]: '#ffffff',
  [tokens.color.surface]: '#f1f3f5',
  [tokens.color.surfaceHover]: '#e4e7eb',
  [tokens.color.foreground]: '#141414',
  [tokens.color.foregroundMuted]: '#545861',
  [tokens.color.border]: '#d5d9de',
  [tokens.color.overlay]: 'rgba(20, 20, 20, 0.45)',
  [tokens.color.success]: '#246b33',
  [tokens.color.error]: '#c0262d',
  [tokens.color.warning]: '#8a5a00',
  [tokens.color.focusRing]: '#3451d1',
  [tokens.shadow.modal]: '0 8px 32px rgba(0, 0, 0, 0.18)',
  [tokens.shadow.toast]: '0 6px 16px rgba(0, 0, 0, 0.14)',
}

/** Dark scheme, same contrast rule as the light one. */
export const darkTheme: ThemeValues = {
  ...shared,
  [tokens.color.accent]: '#8fa4ff',
  [tokens.color.accentForeground]: '#0b1230',
  [tokens.color.background]: '#18191c',
  [tokens.color.surface]: '#25272b',
  [tokens.color.surfaceHover]: '#31343a',
  [tokens.color.foreground]: '#f1f3f5',
  [tokens.color.foregroundMuted]: '#a9aeb7',
  [tokens.color.border]: '#3a3d44',
  [tokens.color.overlay]: 'rgba(0, 0, 0, 0.6)',
  [tokens.color.success]: '#6fd688',
  [tokens.color.error]: '#ff8a8f',
  [tokens.color.warning]: '#ffc35c',
  [tokens.color.focusRing]: '#a9b8ff',
  [tokens.shadow.modal]: '0 8px 32px rgba(0, 0, 0, 0.5)',
  [tokens.shadow.toast]: '0 6px 16px rgba(0, 0, 0, 0.4)',
}
