import { alerts } from '@portico/kernel'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'

describe('alert bar', () => {
  it('shows the spec 8 alert texts from the kernel and is dismissible', async () => {
    const { portico } = await renderWithPortico(null)
    act(() => portico.notifications.showAlert(alerts.SERVER_ERROR))
    await act(() => portico.modal.open())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Server Error')
    expect(alert.textContent).toContain('Failed to get the app configuration.')
    await act(async () => screen.getByRole('button', { name: 'Dismiss alert' }).click())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(portico.notifications.getState().alert).toBeUndefined()
  })

  it('translates alerts by code in other locales', async () => {
    const { portico } = await renderWithPortico(null)
    await act(() => portico.i18n.setLocale('de'))
    act(() => portico.notifications.showAlert(alerts.RATE_LIMITED))
    await act(() => portico.modal.open())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Zu viele Anfragen')
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy()
  })

  it('shows every alert of the catalogue', async () => {
    const { portico } = await renderWithPortico(null)
    await act(() => portico.modal.open())
    for (const alert of Object.values(alerts)) {
      act(() => portico.notifications.showAlert(alert))
      expect((await screen.findByRole('alert')).textContent).toContain(alert.shortMessage)
    }
  })
})
