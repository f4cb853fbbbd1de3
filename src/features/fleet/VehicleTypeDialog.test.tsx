/*
 * After a refused save, "Tạo sơ đồ theo số chỗ" lays out exactly the typed number of seats, and the seat
 * count's message goes with it (the seat-count rule sits on `seat_number`, so both are checked again).
 */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../app/test-utils'
import { findDialog, signInDemo, withDemoBackend } from '../../test/demo-backend'

withDemoBackend([() => import('./VehicleTypesPage'), () => import('./VehicleTypeDialog')])

describe('/vehicle create dialog', () => {
  it('clears the seat-count message once the generated diagram has that many seats', async () => {
    await signInDemo('quanly', 'quanly123')
    renderApp('/vehicle')
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Thêm loại xe' }))
    const dialog = await findDialog('Thêm loại xe')
    const seats = within(dialog).getByRole('spinbutton', { name: 'Số chỗ' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên' }), 'Limousine 12 chỗ')
    await user.clear(seats)
    await user.type(seats, '12')
    await user.click(within(dialog).getByRole('button', { name: /Lưu$/ }))
    await waitFor(() => expect(seats).toHaveAccessibleDescription('Số chỗ phải bằng số chỗ trên sơ đồ (0)'))

    await user.click(within(dialog).getByRole('button', { name: 'Tạo sơ đồ theo số chỗ' }))
    expect(within(dialog).getByText('Số chỗ trên sơ đồ: 12')).toBeInTheDocument()
    await waitFor(() => expect(seats).not.toHaveAttribute('aria-invalid'))
    expect(within(dialog).queryByText('Số chỗ phải bằng số chỗ trên sơ đồ (0)')).not.toBeInTheDocument()
  })
})
