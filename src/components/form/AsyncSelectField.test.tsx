import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { z } from 'zod'
import { API } from '../../api/paths'
import { brands } from '../../api/resources/brand'
import type { Brand } from '../../api/schemas/fleet'
import { setNotifier } from '../../lib/notify'
import { AsyncSelectField } from './AsyncSelectField'
import { renderForm } from './test-harness'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'OK', data })
const brand = (id: number, name: string): Brand => ({
  id,
  version: 1,
  name,
  color: null,
  status: 1,
  note: null,
})
const ROWS = [brand(1, 'Đà Lạt Xanh'), brand(2, 'Sài Gòn Express'), brand(3, 'Hà Nội Limousine')]

let calls = 0
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls = 0
  setNotifier(null)
})
afterAll(() => server.close())

const schema = z.object({ brand_id: z.number({ error: () => 'Vui lòng chọn Hãng xe' }) })
type Values = z.infer<typeof schema>

function renderBrandSelect() {
  setNotifier(() => {}) // the HTTP core toasts failures; nothing to show here
  const onSave = vi.fn(async (_values: Values) => true)
  const utils = renderForm({
    schema,
    defaultValues: { brand_id: null as unknown as number },
    onSave,
    children: (
      <AsyncSelectField
        name="brand_id"
        label="Hãng xe"
        required
        query={brands.all()}
        toOption={(b) => ({ value: b.id, label: b.name })}
      />
    ),
  })
  return { ...utils, onSave, select: screen.getByLabelText('Hãng xe') }
}

const shownOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent)

describe('AsyncSelectField', () => {
  it('loads its options, finds "Đà Lạt" when "da lat" is typed and submits the id', async () => {
    server.use(
      mswHttp.get(`*${API.brand}/all`, () => {
        calls++
        return ok(ROWS)
      }),
    )
    const { user, select, onSave } = renderBrandSelect()
    expect(select).toHaveRole('combobox')

    await user.click(select)
    await waitFor(() =>
      expect(shownOptions()).toEqual(['Đà Lạt Xanh', 'Sài Gòn Express', 'Hà Nội Limousine']),
    )
    await user.type(select, 'da lat')
    expect(shownOptions()).toEqual(['Đà Lạt Xanh'])
    await user.clear(select)
    await user.type(select, 'HA NOI')
    expect(shownOptions()).toEqual(['Hà Nội Limousine'])
    await user.click(screen.getByTitle('Hà Nội Limousine'))

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenCalledWith({ brand_id: 3 })
    expect(calls).toBe(1)
  })

  it('shows a loading state, then a load error beside the field with a retry that recovers', async () => {
    let fail = true
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mswHttp.get(`*${API.brand}/all`, async () => {
        calls++
        await gate
        return fail
          ? HttpResponse.json({ code: 500, message: 'Lỗi máy chủ', data: null }, { status: 500 })
          : ok(ROWS)
      }),
    )
    const { user, select } = renderBrandSelect()
    expect(select).toHaveAttribute('aria-busy', 'true')
    await user.click(select)
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải danh sách…')

    release()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Không tải được danh sách Hãng xe.')
    expect(select).toHaveAccessibleDescription('Không tải được danh sách Hãng xe.')
    expect(select).not.toHaveAttribute('aria-busy')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(calls).toBe(2)
    await user.click(select)
    await waitFor(() => expect(shownOptions()).toHaveLength(3))
  })
})
