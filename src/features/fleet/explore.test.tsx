import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../app/test-utils'
import { recordRequests, signInDemo, useDemoBackend } from '../../test/demo-backend'

useDemoBackend()

describe('explore', () => {
  it('brand list', async () => {
    const t0 = performance.now()
    await signInDemo('quanly', 'quanly123')
    const wire = recordRequests()
    renderApp('/brand')
    const table = await screen.findByRole('table', { name: 'Danh sách hãng xe' }, { timeout: 20000 })
    await within(table).findByText('Hyundai')
    console.log('t', performance.now() - t0)
    console.log(wire.log.map((r) => r.method + ' ' + r.path + ' ' + JSON.stringify(r.query)))
    expect(1).toBe(1)
  })
  it('brand list 2', async () => {
    const t0 = performance.now()
    await signInDemo('quanly', 'quanly123')
    renderApp('/brand')
    const table = await screen.findByRole('table', { name: 'Danh sách hãng xe' }, { timeout: 20000 })
    await within(table).findByText('Hyundai')
    console.log('t2', performance.now() - t0)
  })
})
