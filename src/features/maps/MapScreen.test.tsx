/* /map through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  columnValues,
  db,
  findDialog,
  recordRequests,
  showColumns,
  signInDemo,
  withDemoBackend,
  rowWith,
} from '../../test/demo-backend'

withDemoBackend([() => import('./MapsPage'), () => import('./MapDialog')])

const SAVE = /Lưu$/
const SEED_CODES = ['SG-DL', 'SG-BL', 'SG-MDG', 'SG-VT', 'SG-PT']

type User = ReturnType<typeof userEvent.setup>

async function openMaps() {
  await signInDemo('quanly', 'quanly123')
  const wire = recordRequests()
  const app = renderApp('/map')
  const table = await screen.findByRole('table', { name: 'Danh sách tuyến' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

/** The row group of stop `n` (1-based) in the dialog. */
const stopRow = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: new RegExp(`^Điểm dừng ${n}:`) })

async function fillStop(user: User, row: HTMLElement, name: string, lat: string, lon: string) {
  await user.type(within(row).getByRole('textbox', { name: 'Tên điểm dừng' }), name)
  await user.type(within(row).getByRole('spinbutton', { name: 'Vĩ độ' }), lat)
  await user.type(within(row).getByRole('spinbutton', { name: 'Kinh độ' }), lon)
}

describe('/map', () => {
  it('lists the seeded routes with their money, duration, directions and stops in order', async () => {
    const { table, user } = await openMaps()
    expect(columnValues(table, 'Mã tuyến')).toEqual(SEED_CODES)
    // the tolls and the duration are among the columns the chooser adds
    await showColumns(user, 'Phí cầu đường', 'Thời gian chạy (phút)')
    const row = rowWith(table, /SG-VT/)
    expect(row).toHaveTextContent('Sài Gòn ⇄ Vũng Tàu')
    expect(row).toHaveTextContent('110.000 ₫')
    expect(row).toHaveTextContent('2 giờ 30 phút')
    expect(row).toHaveTextContent('Sài Gòn ➡️ Vũng Tàu')
    expect(row).toHaveTextContent('Vũng Tàu ➡️ Sài Gòn')
    const strip = within(row).getByRole('list', { name: 'Điểm dừng: Sài Gòn ⇄ Vũng Tàu' })
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 Văn phòng Sài Gòn (Đề Thám)',
      '→2 Ngã tư Thủ Đức',
      '→3 Long Thành',
      '→4 Phú Mỹ',
      '→5 Bà Rịa',
      '→6 Văn phòng Vũng Tàu',
    ])
  })

  it('refuses a route without stops with SPEC §5’s words, then creates it with its stops in order', async () => {
    const { table, wire, user } = await openMaps()
    await user.click(screen.getByRole('button', { name: 'Thêm tuyến' }))
    const dialog = await findDialog('Thêm tuyến')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên tuyến' }), 'Sài Gòn ⇄ Cần Thơ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã tuyến' }), 'sg-ct')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Chiều dài (km)' }), '170')
    await user.type(within(dialog).getByRole('textbox', { name: 'Phí cầu đường' }), '95000')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Thời gian chạy (phút)' }), '210')
    const pair = within(dialog).getByRole('group', { name: 'Chiều 1' })
    await user.type(within(pair).getByRole('textbox', { name: 'Điểm đi' }), 'Sài Gòn')
    await user.type(within(pair).getByRole('textbox', { name: 'Mã điểm đi' }), 'SG')
    await user.type(within(pair).getByRole('textbox', { name: 'Điểm đến' }), 'Cần Thơ')
    await user.type(within(pair).getByRole('textbox', { name: 'Mã điểm đến' }), 'CT')
    expect(pair).toHaveTextContent('Sài Gòn ➡️ Cần Thơ')
    expect(pair).toHaveTextContent('Cần Thơ ➡️ Sài Gòn')

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tuyến đường phải có thông tin điểm dừng',
    )
    expect(wire.to(`${API.map}/create`)).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Thêm điểm dừng' }))
    // the new row's name takes the focus
    await waitFor(() =>
      expect(within(stopRow(dialog, 1)).getByRole('textbox', { name: 'Tên điểm dừng' })).toHaveFocus(),
    )
    await fillStop(user, stopRow(dialog, 1), 'Văn phòng Sài Gòn', '10.7675', '106.6922')
    await user.click(within(dialog).getByRole('button', { name: 'Thêm điểm dừng' }))
    await fillStop(user, stopRow(dialog, 2), 'Văn phòng Cần Thơ', '100.0452', '105.7469')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    // a latitude out of range: beside that stop's field, nothing sent
    await waitFor(() =>
      expect(
        within(stopRow(dialog, 2)).getByRole('spinbutton', { name: 'Vĩ độ' }),
      ).toHaveAccessibleDescription('Không được lớn hơn 90'),
    )
    expect(wire.to(`${API.map}/create`)).toHaveLength(0)
    const latitude = within(stopRow(dialog, 2)).getByRole('spinbutton', { name: 'Vĩ độ' })
    await user.clear(latitude)
    await user.type(latitude, '10.0452')
    expect(within(dialog).getByRole('list', { name: 'Lộ trình' })).toHaveTextContent(
      '1 Văn phòng Sài Gòn→2 Văn phòng Cần Thơ (~131 km)',
    )

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm tuyến thành công')).toBeInTheDocument()
    expect(await wire.to(`${API.map}/create`)[0].body).toMatchObject({
      name: 'Sài Gòn ⇄ Cần Thơ',
      code: 'SG-CT',
      length: 170,
      tolls: 95000,
      duration: 210,
      stops: [
        { name: 'Văn phòng Sài Gòn', latitude: 10.7675, longitude: 106.6922 },
        { name: 'Văn phòng Cần Thơ', latitude: 10.0452, longitude: 105.7469 },
      ],
      details: [{ place_from: { name: 'Sài Gòn', code: 'SG' }, place_to: { name: 'Cần Thơ', code: 'CT' } }],
    })
    await waitFor(() => expect(columnValues(table, 'Mã tuyến')).toEqual([...SEED_CODES, 'SG-CT']))
  })

  it('reorders stops with the keyboard: the focus follows the stop, the order goes over the wire', async () => {
    const { table, wire, user } = await openMaps()
    await user.click(within(table).getByRole('button', { name: 'Sửa SG-VT' }))
    const dialog = await findDialog('Sửa tuyến')
    const down = within(dialog).getByRole('button', { name: 'Chuyển xuống: Ngã tư Thủ Đức' })
    down.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Chuyển xuống: Ngã tư Thủ Đức' })).toHaveFocus(),
    )
    expect(stopRow(dialog, 3)).toHaveAccessibleName('Điểm dừng 3: Ngã tư Thủ Đức')
    expect(within(dialog).getByText('Đã chuyển Ngã tư Thủ Đức tới vị trí 3')).toBeInTheDocument()
    // at the top, "move up" is disabled: the focus stays on the stop's other button
    within(dialog).getByRole('button', { name: 'Chuyển lên: Long Thành' }).focus()
    await user.keyboard(' ')
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Chuyển xuống: Long Thành' })).toHaveFocus(),
    )
    // removing a stop moves the focus to the next one's remove button
    within(dialog).getByRole('button', { name: 'Xóa điểm dừng Bà Rịa' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Xóa điểm dừng Văn phòng Vũng Tàu' })).toHaveFocus(),
    )

    const stored = db.maps.find(4)!
    const idOf = (name: string) => stored.stops.find((s) => s.name === name)!.id
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa tuyến thành công')).toBeInTheDocument()
    const body = (await wire.to(`${API.map}/update`)[0].body) as {
      stops: Array<{ id: number; name: string }>
    }
    const order = [
      'Long Thành',
      'Văn phòng Sài Gòn (Đề Thám)',
      'Ngã tư Thủ Đức',
      'Phú Mỹ',
      'Văn phòng Vũng Tàu',
    ]
    expect(body.stops.map((s) => [s.id, s.name])).toEqual(order.map((name) => [idOf(name), name]))
    expect([...db.maps.find(4)!.stops].sort((a, b) => a.position - b.position).map((s) => s.name)).toEqual(
      order,
    )
  })

  it('shows the backend’s refusal to remove a pair that trips use, above the pairs', async () => {
    const { table, user } = await openMaps()
    await user.click(within(table).getByRole('button', { name: 'Sửa SG-DL' }))
    const dialog = await findDialog('Sửa tuyến')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa cặp điểm Sài Gòn ➡️ Đà Lạt' }))
    await user.click(within(dialog).getByRole('button', { name: 'Thêm cặp điểm' }))
    const pair = within(dialog).getByRole('group', { name: 'Chiều 1' })
    await user.type(within(pair).getByRole('textbox', { name: 'Điểm đi' }), 'Sài Gòn')
    await user.type(within(pair).getByRole('textbox', { name: 'Mã điểm đi' }), 'SG')
    await user.type(within(pair).getByRole('textbox', { name: 'Điểm đến' }), 'Đà Lạt')
    await user.type(within(pair).getByRole('textbox', { name: 'Mã điểm đến' }), 'DL')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(
      await within(dialog).findByText('Không thể bỏ chiều Sài Gòn ➡️ Đà Lạt: đã có chuyến chạy chiều này'),
    ).toBeInTheDocument()
    expect(db.maps.find(1)!.details[0].forward.id).toBe(1)
  })
})
