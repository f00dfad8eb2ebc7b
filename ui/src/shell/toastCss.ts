import { SCOPE_ATTRIBUTE as S } from '../theme/css.js'
import { vars } from '../theme/tokens.js'

/**
 * Toasts of spec 9: 356 px wide, 14 px apart, entering and leaving in 150 ms. At the top over the
 * open overlay, at the bottom otherwise (clear of the host page's header).
 */
export const toastCss = `
.portico-toasts[${S}] {
  position: fixed; bottom: ${vars.space.lg}; left: 50%; z-index: ${vars.zIndex};
  transform: translateX(-50%); width: ${vars.size.toastWidth}; max-width: calc(100vw - 2 * ${vars.space.lg});
  margin: 0; padding: 0; pointer-events: none; --portico-toast-from: 8px;
}
.portico-toasts[${S}][data-placement="top"] { top: ${vars.space.lg}; bottom: auto; --portico-toast-from: -8px; }
[${S}] .portico-toast-list { display: flex; flex-direction: column; gap: 14px; margin: 0; padding: 0; }
[${S}] .portico-toast {
  display: flex; align-items: center; gap: ${vars.space.sm}; min-height: 48px;
  padding: ${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md};
  background: ${vars.color.background}; color: ${vars.color.foreground};
  border: 1px solid ${vars.color.border}; border-radius: ${vars.radius.item};
  box-shadow: ${vars.shadow.toast}; pointer-events: auto;
  animation: portico-toast-in 150ms ${vars.motion.easing};
}
[${S}] .portico-toast[data-open="false"] { animation: portico-toast-out 150ms ${vars.motion.easing} forwards; }
[${S}] .portico-toast-icon { display: inline-flex; flex: none; width: 20px; height: 20px; }
[${S}] .portico-toast-icon img { width: 20px; height: 20px; }
[${S}] .portico-toast[data-variant="success"] .portico-toast-icon { color: ${vars.color.success}; }
[${S}] .portico-toast[data-variant="error"] .portico-toast-icon { color: ${vars.color.error}; }
[${S}] .portico-toast[data-variant="loading"] .portico-toast-icon {
  border-radius: ${vars.radius.full}; border: 2px solid ${vars.color.border}; border-top-color: ${vars.color.accent};
  animation: portico-spin 0.8s linear infinite;
}
[${S}] .portico-toast-message { flex: 1; min-width: 0; font-weight: ${vars.font.weightMedium}; overflow-wrap: anywhere; }
[${S}] .portico-toast-dismiss {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; padding: 0; border: 0; border-radius: ${vars.radius.full};
  background: transparent; color: ${vars.color.foregroundMuted}; cursor: pointer;
}
[${S}] .portico-toast-dismiss:hover { background: ${vars.color.surface}; color: ${vars.color.foreground}; }
@keyframes portico-toast-in { from { opacity: 0; transform: translateY(var(--portico-toast-from)); } }
@keyframes portico-toast-out { to { opacity: 0; transform: translateY(var(--portico-toast-from)); } }
@keyframes portico-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  [${S}] .portico-toast, [${S}] .portico-toast[data-open="false"] { animation: none; }
  [${S}] .portico-toast[data-open="false"] { opacity: 0; }
  [${S}] .portico-toast[data-variant="loading"] .portico-toast-icon { animation-duration: 2.4s; }
}
`
