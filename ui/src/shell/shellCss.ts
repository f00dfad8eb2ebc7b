import { SCOPE_ATTRIBUTE as S } from '../theme/css.js'
import { vars } from '../theme/tokens.js'

const m = vars.motion

/**
 * Where the dialog's top edge sits: where a dialog of typical height (about 560 px) would be
 * centred, and at least the outer spacing from the top. The top stays put while the dialog grows
 * or shrinks (wallets arriving from the catalogue, another view), so rows already shown never move
 * under the pointer: a click aimed at one lands on it. A centred dialog moved every row up by half
 * the growth, animated over 150 ms.
 */
const DIALOG_TOP = `max(${vars.space.lg}, calc(50dvh - 280px))`

/**
 * The modal shell (lazy chunk). Motion of spec 9: header text 120 ms, height 150 ms, view 150 ms,
 * shake 500 ms; under `prefers-reduced-motion` nothing moves (the shake becomes an outline).
 */
export const shellCss = `
.portico-shell-overlay[${S}] {
  position: fixed; inset: 0; z-index: ${vars.zIndex};
  display: flex; align-items: flex-start; justify-content: center;
  padding: ${DIALOG_TOP} ${vars.space.lg} ${vars.space.lg};
  background: ${vars.color.overlay};
  animation: portico-fade-in ${m.durationView} ${m.easing};
}
@media (max-width: 430px) {
  .portico-shell-overlay[${S}] { align-items: flex-end; padding: 0; }
  .portico-shell-overlay[${S}] .portico-shell-modal {
    /* A phone gets a bottom sheet across the whole width. */
    width: 100%;
    max-height: calc(100dvh - 2 * ${vars.space.lg});
    border-bottom-left-radius: 0; border-bottom-right-radius: 0;
  }
}
.portico-shell-embedded[${S}] { display: block; width: ${vars.size.modalWidth}; max-width: 100%; }
[${S}] .portico-shell-modal {
  position: relative; display: flex; flex-direction: column;
  width: ${vars.size.modalWidth}; max-width: 100%; max-height: calc(100dvh - ${DIALOG_TOP} - ${vars.space.lg});
  background: ${vars.color.background}; color: ${vars.color.foreground};
  border: 1px solid ${vars.color.border}; border-radius: ${vars.radius.modal};
  box-shadow: ${vars.shadow.modal}; overflow: hidden;
}
[${S}] .portico-shell-modal[data-embedded] { max-height: none; box-shadow: none; }
[${S}] .portico-shell-modal:focus { outline: none; }
/* Embedded, open() moves focus to the card: a keyboard user sees where it went. */
[${S}] .portico-shell-modal[data-embedded]:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
[${S}] .portico-shell-modal[data-shake] { animation: portico-shake 500ms ${m.easing}; }
[${S}] .portico-shell-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: ${vars.space.sm};
  min-height: 56px; padding: ${vars.space.md} ${vars.space.md} ${vars.space.xs};
}
[${S}] .portico-shell-title {
  margin: 0; text-align: center; font-size: ${vars.font.sizeLarge}; font-weight: ${vars.font.weightBold};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
[${S}] .portico-shell-title-text { animation: portico-fade-in ${m.durationHeader} ${m.easing}; }
[${S}] .portico-shell-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; padding: 0; border: 0; border-radius: ${vars.radius.full};
  background: transparent; color: ${vars.color.foreground}; cursor: pointer;
}
[${S}] .portico-shell-icon-button:hover { background: ${vars.color.surface}; }
[${S}] .portico-shell-text-button {
  min-height: 40px; padding: 0 ${vars.space.lg}; border: 0; border-radius: ${vars.radius.control};
  background: ${vars.color.accent}; color: ${vars.color.accentForeground}; cursor: pointer;
  font-weight: ${vars.font.weightMedium};
}
[${S}] .portico-shell-body {
  overflow-x: hidden; overflow-y: auto; flex: 1 1 auto; min-height: 0;
  /* The scrollbar's room is kept whether a view scrolls or not: switching tabs moves nothing sideways. */
  scrollbar-gutter: stable; scrollbar-width: thin;
  transition: height ${m.durationHeight} ${m.easing};
}
[${S}] .portico-shell-outlet-view { animation: portico-view-in ${m.durationView} ${m.easing}; }
[${S}] .portico-shell-outlet-view[data-transition="push"] { animation-name: portico-view-push; }
[${S}] .portico-shell-outlet-view[data-transition="back"] { animation-name: portico-view-back; }
[${S}] .portico-shell-loading {
  display: flex; align-items: center; justify-content: center; min-height: 240px;
}
[${S}] .portico-shell-spinner {
  width: 24px; height: 24px; border-radius: ${vars.radius.full};
  border: 2px solid ${vars.color.border}; border-top-color: ${vars.color.accent};
  animation: portico-spin 0.8s linear infinite;
}
[${S}] .portico-shell-sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
[${S}] .portico-shell-error {
  display: flex; flex-direction: column; align-items: center; gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.lg}; text-align: center;
}
[${S}] .portico-shell-error p { margin: 0; }
[${S}] .portico-shell-alert {
  display: flex; align-items: flex-start; gap: ${vars.space.sm};
  margin: ${vars.space.md} ${vars.space.md} 0; padding: ${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.error}; border-radius: ${vars.radius.item}; background: ${vars.color.surface};
}
[${S}] .portico-shell-alert-icon { color: ${vars.color.error}; padding-top: 2px; }
[${S}] .portico-shell-alert-text { flex: 1; min-width: 0; }
[${S}] .portico-shell-alert-text p { margin: 0; }
[${S}] .portico-shell-alert-title { font-weight: ${vars.font.weightBold}; color: ${vars.color.error}; }
[${S}] .portico-shell-alert-description { font-size: ${vars.font.sizeSmall}; color: ${vars.color.foregroundMuted}; }
[${S}] .portico-shell-footer {
  padding: ${vars.space.md}; border-top: 1px solid ${vars.color.border}; text-align: center;
  font-size: ${vars.font.sizeSmall}; color: ${vars.color.foregroundMuted};
}
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes portico-view-in { from { opacity: 0; } }
@keyframes portico-view-push { from { opacity: 0; transform: translateX(12px); } }
@keyframes portico-view-back { from { opacity: 0; transform: translateX(-12px); } }
@keyframes portico-spin { to { transform: rotate(360deg); } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  .portico-shell-overlay[${S}],
  [${S}] .portico-shell-title-text,
  [${S}] .portico-shell-outlet-view,
  [${S}] .portico-shell-modal[data-shake] { animation: none; }
  [${S}] .portico-shell-body { transition: none; }
  [${S}] .portico-shell-spinner { animation-duration: 2.4s; }
  [${S}] .portico-shell-modal[data-shake] { outline: 2px solid ${vars.color.error}; outline-offset: -2px; }
}
`
