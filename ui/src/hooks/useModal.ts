import type { ModalState, OpenModalParameters } from '@portico/kernel'
import { useCallback, useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

export type UseModalResult = {
  /** Opens the modal: the default view for the connection state, or `view` with `data`. */
  open(parameters?: OpenModalParameters): Promise<void>
  /** Closes unless the current view forbids it (then the modal shakes). */
  close(): void
  isOpen: boolean
  state: ModalState
}

/**
 * Opens and closes the modal and reads its state.
 *
 * @example
 * const { open, close, isOpen } = useModal()
 * <button onClick={() => open({ view: 'SwitchNetwork' })}>Networks</button>
 */
export function useModal(): UseModalResult {
  const { portico, server } = usePorticoContext('useModal')
  const state = useStore(portico.modal, (s) => s, { serverState: server.modal })
  return useMemo(
    () => ({
      open: (parameters?: OpenModalParameters) => portico.modal.open(parameters),
      close: () => portico.modal.close(),
      isOpen: state.open,
      state,
    }),
    [portico, state],
  )
}

/**
 * Opens the modal without reading its state, so opening does not re-render the caller (entry
 * buttons use it: the click that opens the modal should spend no time on the button).
 *
 * @example
 * const open = useOpenModal()
 * <button onClick={() => open({ view: 'Account' })}>Account</button>
 */
export function useOpenModal(): (parameters?: OpenModalParameters) => Promise<void> {
  const { portico } = usePorticoContext('useOpenModal')
  return useCallback((parameters?: OpenModalParameters) => portico.modal.open(parameters), [portico])
}
