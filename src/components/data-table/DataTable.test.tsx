import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo, useState } from 'react'
import { ConfigProvider } from 'antd'
import i18n from '../../i18n'
import type { ListPage } from '../../api/schemas/envelope'
import type { TableState } from '../../lib/list-search'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { meQuery } from '../../api/resources/auth'
import type { User } from '../../api/schemas/auth'
import { DataTable, type DataColumn, type DataTableProps } from '.'
import { openRowMenu } from '../../test/demo-backend'

interface Car {
  id: number
  plate: string
  brand: string
  seats: number
}

const plate = (id: number) => `51B-${String(id).padStart(3, '0')}.45`
const makeCars = (count: number): Car[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    plate: plate(i + 1),
    brand: i % 2 ? 'Ford' : 'Hyundai',
    seats: 16 + (i % 30),
  }))

const COLUMNS: DataColumn<Car>[] = [
  { id: 'plate', header: 'Biển số', cell: (c) => c.plate, sortable: true, hideable: false },
  { id: 'brand', header: 'Hãng xe', cell: (c) => c.brand, sortable: true },
  { id: 'seats', header: 'Số chỗ', cell: (c) => c.seats, align: 'right' },
  { id: 'note', header: 'Ghi chú', cell: () => 'ghi chú', defaultHidden: true },
]

const DEFAULT_STATE: TableState = { page: 1, itemsPerPage: 10, sortDesc: true }

type HarnessProps = Partial<DataTableProps<Car>> & {
  /** the whole server data set; the harness serves the requested page of it */
  dataset?: Car[]
  initial?: Partial<TableState>
  onState?: (state: TableState) => void
  /** serve the whole data set as one page (a misbehaving server) */
  onePage?: boolean
}

/** The signed-in user (the column choice is kept per user). */
let me: User | null = null
const signIn = (id: number, username: string) => {
  me = { id, username, fullname: username, status: 1, roles: [] }
}

/** A list screen in miniature, for the signed-in `me`: keeps the table state and serves the page it asks for. */
function Harness(props: HarnessProps) {
  const [client] = useState(() => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(meQuery().queryKey, me)
    return queryClient
  })
  return (
    <QueryClientProvider client={client}>
      <ListScreen {...props} />
    </QueryClientProvider>
  )
}

function ListScreen({ dataset = makeCars(123), initial, onState, onePage, ...rest }: HarnessProps) {
  const [state, setState] = useState<TableState>({ ...DEFAULT_STATE, ...initial })
  const page = useMemo<ListPage<Car>>(() => {
    if (onePage) return { last_page: 1, total: dataset.length, data: dataset }
    const start = (state.page - 1) * state.itemsPerPage
    return {
      last_page: Math.max(1, Math.ceil(dataset.length / state.itemsPerPage)),
      total: dataset.length,
      // The server sorts; here a new array per request is enough (a new page has new rows).
      data: dataset.slice(start, start + state.itemsPerPage),
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new "request" per state change
  }, [dataset, onePage, state.page, state.itemsPerPage, state.sortBy, state.sortDesc])
  return (
    <DataTable<Car>
      label="Danh sách xe"
      columns={COLUMNS}
      page={page}
      state={state}
      onStateChange={(next) => {
        onState?.(next)
        setState(next)
      }}
      getRowId={(c) => c.id}
      rowLabel={(c) => c.plate}
      storageKey="cars"
      {...rest}
    />
  )
}

const table = () => screen.getByRole('table', { name: 'Danh sách xe' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const rowOf = (plateText: string) =>
  screen.getByRole('cell', { name: plateText }).closest('tr') as HTMLElement

beforeEach(() => signIn(7, 'thu-ha'))
afterEach(async () => {
  cleanup()
  localStorage.clear()
  me = null
  await i18n.changeLanguage('vi')
})

describe('DataTable paging', () => {
  it('shows the total and asks for the next page, a page number and a page size', async () => {
    const user = userEvent.setup()
    const onState = vi.fn()
    render(<Harness onState={onState} />)
    expect(screen.getByText('Tổng 123 dòng')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Trang sau' }))
    expect(onState).toHaveBeenLastCalledWith({ page: 2, itemsPerPage: 10, sortDesc: true })
    expect(screen.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Trang 1' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('cell', { name: plate(11) })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Trang 13' }))
    expect(onState).toHaveBeenLastCalledWith({ page: 13, itemsPerPage: 10, sortDesc: true })
    expect(bodyRows()).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled()

    await user.selectOptions(screen.getByLabelText('Số dòng mỗi trang'), '50')
    expect(onState).toHaveBeenLastCalledWith({ page: 1, itemsPerPage: 50, sortDesc: true })
    expect(bodyRows()).toHaveLength(50)
    expect(screen.getByRole('button', { name: 'Trang 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Trang 4' })).not.toBeInTheDocument()
  })

  it('offers the page sizes 10, 20, 50 and 100', () => {
    render(<Harness />)
    const options = within(screen.getByLabelText('Số dòng mỗi trang')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50', '100'])
  })
})

describe('DataTable sorting', () => {
  it('cycles a sortable header asc → desc → none, back on page 1, with aria-sort', async () => {
    const user = userEvent.setup()
    const onState = vi.fn()
    render(<Harness onState={onState} initial={{ page: 3 }} />)
    const header = screen.getByRole('columnheader', { name: /Hãng xe/ })
    expect(header).not.toHaveAttribute('aria-sort')
    const button = within(header).getByRole('button', { name: 'Hãng xe' })

    await user.click(button)
    expect(onState).toHaveBeenLastCalledWith({ page: 1, itemsPerPage: 10, sortBy: 'brand', sortDesc: false })
    expect(header).toHaveAttribute('aria-sort', 'ascending')

    await user.click(button)
    expect(onState).toHaveBeenLastCalledWith({ page: 1, itemsPerPage: 10, sortBy: 'brand', sortDesc: true })
    expect(header).toHaveAttribute('aria-sort', 'descending')

    await user.click(button)
    expect(onState).toHaveBeenLastCalledWith({ page: 1, itemsPerPage: 10, sortBy: undefined, sortDesc: true })
    expect(header).not.toHaveAttribute('aria-sort')
    expect(onState).toHaveBeenCalledTimes(3)
  })

  it('marks the sort from the URL and offers no button on a column the server cannot sort', () => {
    render(<Harness initial={{ sortBy: 'plate', sortDesc: true }} />)
    expect(screen.getByRole('columnheader', { name: /Biển số/ })).toHaveAttribute('aria-sort', 'descending')
    const seats = screen.getByRole('columnheader', { name: 'Số chỗ' })
    expect(within(seats).queryByRole('button')).not.toBeInTheDocument()
  })

  it('renders the rows in the order the server sent them', () => {
    const dataset = makeCars(3).reverse()
    render(<Harness dataset={dataset} initial={{ sortBy: 'plate', sortDesc: false }} />)
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      plate(3),
      plate(2),
      plate(1),
    ])
  })
})

describe('DataTable selection and delete', () => {
  it('selects the page, asks before a bulk delete, deletes the ids and clears the selection', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn(async () => true)
    render(<Harness onDelete={onDelete} />)
    expect(screen.queryByRole('button', { name: /^Xóa \(/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }))
    for (let id = 1; id <= 10; id++)
      expect(screen.getByRole('checkbox', { name: `Chọn ${plate(id)}` })).toBeChecked()
    expect(screen.getByText('Đã chọn 10 dòng')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(4)}` }))
    expect(screen.getByRole('checkbox', { name: 'Chọn tất cả' })).toBePartiallyChecked()
    await user.click(screen.getByRole('button', { name: 'Xóa (9)' }))

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Bạn có chắc chắn muốn xóa?')
    expect(onDelete).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))

    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(onDelete).toHaveBeenCalledWith([1, 2, 3, 5, 6, 7, 8, 9, 10])
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Chọn ${plate(1)}` })).not.toBeChecked())
    expect(screen.getByRole('checkbox', { name: 'Chọn tất cả' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Chọn tất cả' })).not.toBePartiallyChecked()
    expect(screen.queryByRole('button', { name: /^Xóa \(/ })).not.toBeInTheDocument()
  })

  it('keeps the selection when the delete is cancelled or fails', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn(async () => false)
    render(<Harness onDelete={onDelete} />)
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` }))

    await user.click(screen.getByRole('button', { name: 'Xóa (1)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }))
    expect(onDelete).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Xóa (1)' }))
    const dialogs = await screen.findAllByRole('dialog')
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Xóa' }))
    expect(onDelete).toHaveBeenCalledWith([2])
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` })).toBeChecked()
  })

  it('deletes one row from its own button after the same question', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn(async () => true)
    render(<Harness onDelete={onDelete} />)
    await user.click(screen.getByRole('button', { name: `Xóa ${plate(3)}` }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Bạn có chắc chắn muốn xóa?')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    expect(onDelete).toHaveBeenCalledWith([3])
  })

  it('puts edit and delete in the row’s menu beside its own actions, two buttons at most on a row', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    const onDelete = vi.fn(async () => true)
    const onPrint = vi.fn()
    render(
      <Harness
        onEdit={onEdit}
        onDelete={onDelete}
        rowActions={(c) =>
          c.id === 2
            ? []
            : [{ key: 'print', label: 'In', name: `In ${c.plate}`, onSelect: () => onPrint(c.id) }]
        }
      />,
    )
    const row = bodyRows()[2]
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`In ${plate(3)}`, `Thao tác khác cho ${plate(3)}`])
    const menu = await openRowMenu(user, row, plate(3))
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sửa', 'Xóa'])
    await user.click(within(menu).getByRole('menuitem', { name: /Xóa/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    expect(onDelete).toHaveBeenCalledWith([3])

    // A row without its own actions: edit and delete are its two buttons.
    const second = bodyRows()[1]
    await user.click(within(second).getByRole('button', { name: `Sửa ${plate(2)}` }))
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
    expect(within(second).getAllByRole('button')).toHaveLength(2)
  })

  it('clears the selection on another page', async () => {
    const user = userEvent.setup()
    render(<Harness onDelete={async () => true} />)
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }))
    expect(screen.getByRole('button', { name: 'Xóa (10)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Trang sau' }))
    await user.click(screen.getByRole('button', { name: 'Trang trước' }))
    expect(screen.queryByRole('button', { name: /^Xóa \(/ })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(1)}` })).not.toBeChecked()
  })

  it('keeps the selection over a refetch of the same page, dropping rows that are gone', async () => {
    const user = userEvent.setup()
    const cars = makeCars(10)
    const { rerender } = render(<Harness dataset={cars} onDelete={async () => true} />)
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(5)}` }))
    // Another clerk deleted car 5 and renamed car 2: the page comes back as new rows.
    rerender(
      <Harness dataset={cars.filter((c) => c.id !== 5).map((c) => ({ ...c }))} onDelete={async () => true} />,
    )
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Xóa (1)' })).toBeInTheDocument()
  })

  it('has no selection or delete without onDelete, and edits from the row button', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    render(<Harness onEdit={onEdit} />)
    expect(screen.queryByRole('checkbox', { name: 'Chọn tất cả' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Xóa ${plate(1)}` })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Sửa ${plate(2)}` }))
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
  })
})

describe('DataTable states', () => {
  it('shows the empty text, the default or the screen’s own', () => {
    const { rerender } = render(<Harness dataset={[]} />)
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument()
    expect(screen.getByText('Tổng 0 dòng')).toBeInTheDocument()
    rerender(<Harness dataset={[]} emptyText="Chưa có xe nào" />)
    expect(screen.getByText('Chưa có xe nào')).toBeInTheDocument()
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('shows an error with a Retry button', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<Harness dataset={[]} error onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được dữ liệu.')
    expect(screen.queryByText('Không có dữ liệu')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('is busy while the first load runs, and keeps the old rows dimmed during a refetch', () => {
    const props = {
      label: 'Danh sách xe',
      columns: COLUMNS,
      state: DEFAULT_STATE,
      onStateChange: () => {},
      getRowId: (c: Car) => c.id,
      rowLabel: (c: Car) => c.plate,
      storageKey: 'cars',
    }
    const client = new QueryClient()
    const { rerender } = render(<DataTable<Car> {...props} page={undefined} loading />, {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    })
    expect(table()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải dữ liệu')
    expect(screen.queryByText('Không có dữ liệu')).not.toBeInTheDocument()
    expect(screen.queryByText(/^Tổng/)).not.toBeInTheDocument()

    const page = { last_page: 1, total: 2, data: makeCars(2) }
    rerender(<DataTable<Car> {...props} page={page} fetching />)
    expect(table()).toHaveAttribute('aria-busy', 'true')
    expect(bodyRows()).toHaveLength(2)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    rerender(<DataTable<Car> {...props} page={page} />)
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('colours rows by their tone', () => {
    render(<Harness rowTone={(c) => (c.id === 2 ? 'warning' : c.id === 3 ? 'danger' : undefined)} />)
    expect(rowOf(plate(2))).toHaveAttribute('data-tone', 'warning')
    expect(rowOf(plate(3))).toHaveAttribute('data-tone', 'danger')
    expect(rowOf(plate(1))).not.toHaveAttribute('data-tone')
  })
})

describe('DataTable column chooser', () => {
  it('hides a column, remembers it per user and table, and restores it on mount', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Harness />)
    expect(screen.queryByRole('columnheader', { name: 'Ghi chú' })).not.toBeInTheDocument()

    const chooser = screen.getByRole('button', { name: 'Cột' })
    await user.click(chooser)
    expect(chooser).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('group', { name: 'Chọn cột hiển thị' })
    // A column that cannot be hidden is not offered.
    expect(within(panel).queryByRole('checkbox', { name: 'Biển số' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'Ghi chú' })).not.toBeChecked()

    await user.click(within(panel).getByRole('checkbox', { name: 'Hãng xe' }))
    expect(screen.queryByRole('columnheader', { name: /Hãng xe/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Hyundai' })).not.toBeInTheDocument()
    await user.click(within(panel).getByRole('checkbox', { name: 'Ghi chú' }))
    expect(screen.getByRole('columnheader', { name: 'Ghi chú' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('table-columns:7:cars') ?? 'null')).toEqual({
      brand: false,
      seats: true,
      note: true,
    })

    await user.keyboard('{Escape}')
    expect(chooser).toHaveAttribute('aria-expanded', 'false')
    expect(chooser).toHaveFocus()

    unmount()
    render(<Harness />)
    expect(screen.queryByRole('columnheader', { name: /Hãng xe/ })).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Ghi chú' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Biển số/ })).toBeInTheDocument()
    cleanup()

    // Another user, or another table, has its own choice.
    signIn(8, 'lan')
    render(<Harness />)
    expect(screen.getByRole('columnheader', { name: /Hãng xe/ })).toBeInTheDocument()
    cleanup()
    signIn(7, 'thu-ha')
    render(<Harness storageKey="trips" />)
    expect(screen.getByRole('columnheader', { name: /Hãng xe/ })).toBeInTheDocument()
  })

  it('ignores a damaged stored choice', () => {
    localStorage.setItem('table-columns:7:cars', '{not json')
    render(<Harness />)
    expect(screen.getByRole('columnheader', { name: /Hãng xe/ })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Ghi chú' })).not.toBeInTheDocument()
  })
})

describe('DataTable keyboard', () => {
  it('is one Tab stop; arrows, Home and End move between rows; Enter edits', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    const onPrint = vi.fn()
    render(
      <Harness
        onEdit={onEdit}
        rowActions={(c) => [
          { key: 'print', label: 'In', name: `In ${c.plate}`, onSelect: () => onPrint(c.id) },
        ]}
      />,
    )
    const rows = bodyRows()
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1])

    within(screen.getByRole('columnheader', { name: /Hãng xe/ }))
      .getByRole('button')
      .focus()
    await user.tab()
    expect(rows[0]).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: `In ${plate(1)}` })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: `Sửa ${plate(1)}` })).toHaveFocus()
    await user.tab()
    // Past the one row: the other rows' buttons are out of the Tab order.
    expect(screen.getByRole('button', { name: 'Trang 1' })).toHaveFocus()

    rows[0].focus()
    await user.keyboard('{ArrowDown}')
    expect(rows[1]).toHaveFocus()
    expect(rows[1]).toHaveAttribute('tabindex', '0')
    expect(rows[0]).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('{End}')
    expect(rows[9]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(rows[9]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(rows[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(rows[0]).toHaveFocus()

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onEdit).toHaveBeenCalledTimes(1)
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))

    // The screen's row buttons follow the active row, and still work with the mouse everywhere.
    expect(screen.getByRole('button', { name: `In ${plate(2)}` })).not.toHaveAttribute('tabindex')
    expect(screen.getByRole('button', { name: `In ${plate(1)}` })).toHaveAttribute('tabindex', '-1')
    await user.click(screen.getByRole('button', { name: `In ${plate(7)}` }))
    expect(onPrint).toHaveBeenCalledWith(7)
    expect(rows[6]).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('button', { name: `In ${plate(7)}` })).not.toHaveAttribute('tabindex')
    expect(screen.getByRole('button', { name: `In ${plate(2)}` })).toHaveAttribute('tabindex', '-1')
  })

  it('toggles the selection with Space and asks to delete with the Delete key', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn(async () => true)
    render(<Harness onDelete={onDelete} />)
    const rows = bodyRows()
    rows[0].focus()
    await user.keyboard('{ArrowDown}{ArrowDown}[Space]')
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(3)}` })).toBeChecked()
    await user.keyboard('[Space]')
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(3)}` })).not.toBeChecked()

    await user.keyboard('{Delete}')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Bạn có chắc chắn muốn xóa?')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    expect(onDelete).toHaveBeenCalledWith([3])
  })

  it('makes a clicked row the active one', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('cell', { name: plate(5) }))
    expect(rowOf(plate(5))).toHaveFocus()
    expect(rowOf(plate(5))).toHaveAttribute('tabindex', '0')
    await user.keyboard('{ArrowDown}')
    expect(rowOf(plate(6))).toHaveFocus()
  })
})

describe('DataTable in English', () => {
  it('labels every control in English', async () => {
    await i18n.changeLanguage('en')
    const user = userEvent.setup()
    render(<Harness onEdit={() => {}} onDelete={async () => true} />)
    expect(screen.getByText('123 rows')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByLabelText('Rows per page')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Edit ${plate(1)}` })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(screen.getByText('10 rows selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete (10)' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete?')
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    expect(screen.getByRole('group', { name: 'Choose the columns to show' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Delete ${plate(1)}` })).toBeInTheDocument()
  })

  it('shows the English states', () => {
    void i18n.changeLanguage('en')
    render(<Harness dataset={[]} error onRetry={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByText('0 rows')).toBeInTheDocument()
    cleanup()
    render(<Harness dataset={makeCars(1)} />)
    expect(screen.getByText('1 row')).toBeInTheDocument()
  })
})

describe('DataTable virtualisation', () => {
  it('renders a few of 10,000 rows and still moves by keyboard to the last one', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    const { container } = render(<Harness dataset={makeCars(10_000)} onePage onEdit={onEdit} />)
    const rendered = () => container.querySelectorAll('tbody tr[data-index]')
    expect(rendered().length).toBeGreaterThan(5)
    expect(rendered().length).toBeLessThan(100)
    expect(table()).toHaveAttribute('aria-rowcount', '10001')
    expect(rowOf(plate(1))).toHaveAttribute('aria-rowindex', '2')
    // Spacer rows keep the scroll height and stay out of the accessibility tree.
    expect(container.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByText('Tổng 10.000 dòng')).toBeInTheDocument()

    rowOf(plate(1)).focus()
    await user.keyboard('{End}')
    const last = rowOf(plate(10_000))
    expect(last).toHaveFocus()
    expect(last).toHaveAttribute('aria-rowindex', '10001')
    await user.keyboard('{ArrowUp}')
    expect(rowOf(plate(9_999))).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 9_999 }))
    expect(rendered().length).toBeLessThan(100)
  })

  it('does not virtualise a normal page', () => {
    const { container } = render(<Harness dataset={makeCars(50)} onePage />)
    expect(container.querySelectorAll('tbody tr[data-index]')).toHaveLength(50)
    expect(container.querySelector('tbody tr[aria-hidden="true"]')).toBeNull()
  })
})

describe('DataTable keyboard, focus kept where the user put it', () => {
  it('does not pull the focus back to a row after a key that did not move it', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Harness dataset={makeCars(3)} />)
    rowOf(plate(1)).focus()
    await user.keyboard('{End}{ArrowDown}')
    expect(rowOf(plate(3))).toHaveFocus()
    const chooser = screen.getByRole('button', { name: 'Cột' })
    chooser.focus()
    // A live refetch re-renders the rows.
    rerender(<Harness dataset={makeCars(3)} />)
    expect(chooser).toHaveFocus()
  })
})

describe('DataTable focus after a delete', () => {
  /**
   * A list whose deletes really remove the rows (the refetch after a delete, in miniature). Without
   * motion, so the dialog finishes closing here too (jsdom never ends a CSS transition).
   */
  function DeletingList({ count }: { count: number }) {
    const [cars, setCars] = useState(() => makeCars(count))
    return (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Harness
          dataset={cars}
          onDelete={async (ids) => {
            setCars((all) => all.filter((c) => !ids.includes(c.id)))
            return true
          }}
        />
      </ConfigProvider>
    )
  }
  const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
    const dialogs = await screen.findAllByRole('dialog')
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'Xóa' }))
  }

  it('goes to the next row, else the previous one, else the table', async () => {
    const user = userEvent.setup()
    render(<DeletingList count={3} />)
    rowOf(plate(1)).focus()
    await user.keyboard('{ArrowDown}{Delete}')
    await confirm(user)
    await waitFor(() => expect(rowOf(plate(3))).toHaveFocus())
    expect(screen.queryByRole('cell', { name: plate(2) })).not.toBeInTheDocument()
    expect(rowOf(plate(3))).toHaveAttribute('tabindex', '0')

    // The last row: the one before it.
    await user.keyboard('{Delete}')
    await confirm(user)
    await waitFor(() => expect(rowOf(plate(1))).toHaveFocus())
    expect(rowOf(plate(1))).toHaveAttribute('tabindex', '0')

    // The only row: the table.
    await user.keyboard('{Delete}')
    await confirm(user)
    await waitFor(() => expect(table()).toHaveFocus())
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument()
  })

  it('goes to the row after the first deleted one after a bulk delete', async () => {
    const user = userEvent.setup()
    render(<DeletingList count={5} />)
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(3)}` }))
    await user.click(screen.getByRole('button', { name: 'Xóa (2)' }))
    await confirm(user)
    await waitFor(() => expect(rowOf(plate(4))).toHaveFocus())
    expect(bodyRows()).toHaveLength(3)
  })

  it('goes to the next row after a delete from the row’s own button', async () => {
    const user = userEvent.setup()
    render(<DeletingList count={3} />)
    await user.click(screen.getByRole('button', { name: `Xóa ${plate(1)}` }))
    await confirm(user)
    await waitFor(() => expect(rowOf(plate(2))).toHaveFocus())
  })

  it('leaves the focus alone when the delete is cancelled', async () => {
    const user = userEvent.setup()
    render(<DeletingList count={3} />)
    rowOf(plate(2)).focus()
    await user.keyboard('{Delete}')
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(rowOf(plate(2))).toHaveFocus())
    expect(bodyRows()).toHaveLength(3)
  })
})

describe('DataTable bulk actions', () => {
  /** A screen's bulk buttons: print the selected rows, or just clear the selection. */
  const printing = (onPrint: (cars: Car[]) => void) => (selected: Car[], clear: () => void) => (
    <>
      <button type="button" onClick={() => onPrint(selected)}>
        In vé ({selected.length})
      </button>
      <button type="button" onClick={clear}>
        Bỏ chọn
      </button>
    </>
  )

  it('gets the selected rows, whole and in page order, and can clear the selection', async () => {
    const user = userEvent.setup()
    const onPrint = vi.fn()
    const cars = makeCars(10)
    render(<Harness dataset={cars} bulkActions={printing(onPrint)} />)
    // Selection without delete: no delete buttons anywhere.
    expect(screen.queryByRole('button', { name: /^In vé/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Xóa ${plate(1)}` })).not.toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(5)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` }))
    expect(screen.getByText('Đã chọn 2 dòng')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Xóa \(/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'In vé (2)' }))
    expect(onPrint).toHaveBeenCalledWith([cars[1], cars[4]])

    await user.click(screen.getByRole('button', { name: 'Bỏ chọn' }))
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(5)}` })).not.toBeChecked()
    expect(screen.queryByRole('button', { name: /^In vé/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/^Đã chọn/)).not.toBeInTheDocument()
  })

  it('passes the rows as the latest refetch has them, without the rows that are gone', async () => {
    const user = userEvent.setup()
    const onPrint = vi.fn()
    const cars = makeCars(10)
    const { rerender } = render(<Harness dataset={cars} bulkActions={printing(onPrint)} />)
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` }))
    await user.click(screen.getByRole('checkbox', { name: `Chọn ${plate(5)}` }))
    // Another clerk deleted car 5 and changed car 2.
    const refetched = cars.filter((c) => c.id !== 5).map((c) => (c.id === 2 ? { ...c, seats: 45 } : { ...c }))
    rerender(<Harness dataset={refetched} bulkActions={printing(onPrint)} />)
    await user.click(screen.getByRole('button', { name: 'In vé (1)' }))
    expect(onPrint).toHaveBeenCalledWith([{ id: 2, plate: plate(2), brand: 'Ford', seats: 45 }])
  })

  it('selects with Space on a row when there is no delete, and the Delete key does nothing', async () => {
    const user = userEvent.setup()
    const onPrint = vi.fn()
    render(<Harness bulkActions={printing(onPrint)} />)
    bodyRows()[0].focus()
    await user.keyboard('{ArrowDown}[Space]')
    expect(screen.getByRole('checkbox', { name: `Chọn ${plate(2)}` })).toBeChecked()
    await user.keyboard('{Delete}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'In vé (1)' }))
    expect(onPrint).toHaveBeenCalledWith([expect.objectContaining({ id: 2 })])
  })

  it('shows the screen’s actions before the bulk delete when both are given', async () => {
    const user = userEvent.setup()
    render(<Harness bulkActions={printing(() => {})} onDelete={async () => true} />)
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }))
    const print = screen.getByRole('button', { name: 'In vé (10)' })
    const remove = screen.getByRole('button', { name: 'Xóa (10)' })
    expect(print.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
