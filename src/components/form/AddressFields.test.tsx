import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { z } from 'zod'
import units from '../../../mocks/db/address-units.json'
import { API } from '../../api/paths'
import { setNotifier } from '../../lib/notify'
import { AddressFields, type AddressValues } from './AddressFields'
import { renderForm } from './test-harness'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'OK', data })
/** The units under `parent` of a level of the real data, as the backend answers them. */
const under = (rows: ReadonlyArray<ReadonlyArray<string | number>>, parent: string | null) =>
  rows.filter((row) => String(row[2]) === parent).map(([id, name]) => ({ id, name }))

/** Every call made, as `path?query`. */
let calls: string[] = []
const served = (url: string) => {
  const { pathname, search } = new URL(url)
  calls.push(`${pathname}${search}`)
}
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls = []
  setNotifier(null)
})
afterAll(() => server.close())

function serveAddresses() {
  server.use(
    mswHttp.get(`*${API.address.provinces}`, ({ request }) => {
      served(request.url)
      return ok(units.provinces.map(([id, name]) => ({ id, name })))
    }),
    mswHttp.get(`*${API.address.districts}`, ({ request }) => {
      served(request.url)
      return ok(under(units.districts, new URL(request.url).searchParams.get('province_id')))
    }),
    mswHttp.get(`*${API.address.wards}`, ({ request }) => {
      served(request.url)
      return ok(under(units.wards, new URL(request.url).searchParams.get('district_id')))
    }),
  )
}

const id = z.number().nullable()
const schema = z.object({ province_id: id, district_id: id, ward_id: id })
const EMPTY: AddressValues = { province_id: null, district_id: null, ward_id: null }

function renderAddress(defaultValues: AddressValues = EMPTY) {
  setNotifier(() => {}) // the HTTP core toasts failures; nothing to show here
  const onSave = vi.fn(async (_values: AddressValues) => true)
  const utils = renderForm<AddressValues>({ schema, defaultValues, onSave, children: <AddressFields /> })
  const combobox = (name: string) => screen.getByRole('combobox', { name })
  return {
    ...utils,
    onSave,
    province: () => combobox('Tỉnh/Thành phố'),
    district: () => combobox('Quận/Huyện'),
    ward: () => combobox('Phường/Xã'),
    submit: () => utils.user.click(screen.getByRole('button', { name: 'Gửi' })),
  }
}

/** The dropdown of a select (antd keeps a closed one in the page): the one holding the list the combobox controls. */
const dropdownOf = (combobox: HTMLElement) =>
  document
    .getElementById(combobox.getAttribute('aria-controls')!)!
    .closest<HTMLElement>('.ant-select-dropdown')!
/** The options a select's dropdown shows. */
const shownOptions = (combobox: HTMLElement) =>
  Array.from(dropdownOf(combobox).querySelectorAll('.ant-select-item-option'), (option) => option.textContent)
/** Clicks the option named `name` of a select's dropdown. */
async function choose(user: ReturnType<typeof renderAddress>['user'], combobox: HTMLElement, name: string) {
  await user.click(within(dropdownOf(combobox)).getByTitle(name))
}

describe('AddressFields', () => {
  it('cascades: a province, then its districts, then a district’s wards; "ho chi minh" finds the city', async () => {
    serveAddresses()
    const { user, province, district, ward, submit, onSave } = renderAddress()
    expect(district()).toBeDisabled()
    expect(ward()).toBeDisabled()

    await user.click(province())
    await waitFor(() => expect(shownOptions(province()).length).toBeGreaterThan(0))
    await user.type(province(), 'ho chi minh')
    expect(shownOptions(province())).toEqual(['Thành phố Hồ Chí Minh'])
    await choose(user, province(), 'Thành phố Hồ Chí Minh')

    await waitFor(() => expect(district()).toBeEnabled())
    expect(ward()).toBeDisabled()
    await user.click(district())
    await waitFor(() => expect(shownOptions(district())).toContain('Quận 1'))
    await user.type(district(), 'thu duc')
    expect(shownOptions(district())).toEqual(['Thành phố Thủ Đức'])
    await user.clear(district())
    await user.type(district(), 'quan 1')
    expect(shownOptions(district())).toEqual(['Quận 1', 'Quận 12', 'Quận 10', 'Quận 11'])
    await choose(user, district(), 'Quận 1')

    await waitFor(() => expect(ward()).toBeEnabled())
    await user.click(ward())
    await waitFor(() => expect(shownOptions(ward()).length).toBeGreaterThan(0))
    await user.type(ward(), 'ben nghe')
    expect(shownOptions(ward())).toEqual(['Phường Bến Nghé'])
    await choose(user, ward(), 'Phường Bến Nghé')

    await submit()
    expect(onSave).toHaveBeenCalledWith({ province_id: 79, district_id: 760, ward_id: 26740 })
    expect(calls).toEqual([
      API.address.provinces,
      `${API.address.districts}?province_id=79`,
      `${API.address.wards}?district_id=760`,
    ])
  })

  it('another province clears the district and the ward; another district clears the ward', async () => {
    serveAddresses()
    const saved = { province_id: 79, district_id: 760, ward_id: 26740 }
    const { user, province, district, ward, submit, onSave } = renderAddress(saved)
    // the saved address shows by its names
    expect(await screen.findByTitle('Phường Bến Nghé')).toBeInTheDocument()
    expect(screen.getByTitle('Quận 1')).toBeInTheDocument()
    expect(screen.getByTitle('Thành phố Hồ Chí Minh')).toBeInTheDocument()

    await user.click(district())
    await user.type(district(), 'quan 3')
    await choose(user, district(), 'Quận 3')
    await submit()
    expect(onSave).toHaveBeenLastCalledWith({ province_id: 79, district_id: 770, ward_id: null })

    await user.click(province())
    await user.type(province(), 'lam dong')
    await choose(user, province(), 'Tỉnh Lâm Đồng')
    expect(ward()).toBeDisabled()
    await submit()
    expect(onSave).toHaveBeenLastCalledWith({ province_id: 68, district_id: null, ward_id: null })

    // Lâm Đồng's districts, not Hồ Chí Minh's
    await user.click(district())
    await waitFor(() => expect(shownOptions(district())).toContain('Thành phố Đà Lạt'))
    expect(shownOptions(district())).not.toContain('Quận 1')
  })

  it('shows the districts loading, then their load error beside the field with a retry', async () => {
    serveAddresses()
    let fail = true
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mswHttp.get(`*${API.address.districts}`, async ({ request }) => {
        served(request.url)
        await gate
        return fail
          ? HttpResponse.json({ code: 500, message: 'Lỗi máy chủ', data: null }, { status: 500 })
          : ok(under(units.districts, '68'))
      }),
    )
    const { user, province, district } = renderAddress()
    await user.click(province())
    await user.type(province(), 'lam dong')
    await choose(user, province(), 'Tỉnh Lâm Đồng')

    await waitFor(() => expect(district()).toHaveAttribute('aria-busy', 'true'))
    release()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Không tải được danh sách Quận/Huyện.')
    expect(district()).toHaveAccessibleDescription('Không tải được danh sách Quận/Huyện.')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    await user.click(district())
    await waitFor(() => expect(shownOptions(district())).toContain('Thành phố Bảo Lộc'))
  })
})
