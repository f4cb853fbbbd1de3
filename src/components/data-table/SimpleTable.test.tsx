import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { SimpleTable } from './SimpleTable'
import type { DataColumn } from './types'

interface Guest {
  id: number
  seat: string
  name: string
  fee: number
  cancelled?: boolean
}

const GUESTS: Guest[] = [
  { id: 7, seat: 'A1', name: 'Nguyễn Văn An', fee: 50_000 },
  { id: 3, seat: 'A2', name: 'Trần Thị Bình', fee: 30_000, cancelled: true },
  { id: 9, seat: 'B1', name: 'Lê Văn Cường', fee: 0 },
]

const money = (n: number) => `${n.toLocaleString('vi-VN')} ₫`

/** The columns a DataTable would take, plus what only SimpleTable reads (row header, footer). */
const COLUMNS: DataColumn<Guest>[] = [
  { id: 'order', header: 'STT', cell: (_, index) => index + 1, align: 'right' },
  { id: 'seat', header: 'Ghế', cell: (g) => g.seat, rowHeader: true },
  { id: 'name', header: 'Khách', cell: (g) => g.name, sortable: true, defaultHidden: true },
  {
    id: 'fee',
    header: 'Phí đón',
    cell: (g) => money(g.fee),
    align: 'right',
    footer: money(GUESTS.reduce((sum, g) => sum + g.fee, 0)),
  },
  {
    id: 'remove',
    header: 'Bỏ khách',
    headerHidden: true,
    cell: (g) => <button type="button" aria-label={`Bỏ ${g.seat}`} />,
  },
]

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent)

describe('SimpleTable', () => {
  afterEach(cleanup)

  it('is a table named by its caption, with a header per column and a row per item, named by its row header', () => {
    render(<SimpleTable caption="Danh sách đón" columns={COLUMNS} rows={GUESTS} getRowId={(g) => g.id} />)
    const table = screen.getByRole('table', { name: 'Danh sách đón' })
    expect(table.querySelector('caption')).toHaveTextContent('Danh sách đón')
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'STT',
      'Ghế',
      'Khách',
      'Phí đón',
      'Bỏ khách',
    ])
    // every column shows: there is no chooser to bring back a hidden one
    expect(within(table).getByRole('columnheader', { name: 'Khách' })).toBeVisible()
    const rows = within(table).getAllByRole('row')
    // header, three guests, totals
    expect(rows).toHaveLength(5)
    expect(texts(within(table).getAllByRole('rowheader').slice(0, 3))).toEqual(['A1', 'A2', 'B1'])
    const second = within(table).getByRole('row', { name: /Trần Thị Bình/ })
    expect(texts(within(second).getAllByRole('cell'))).toEqual(['2', 'Trần Thị Bình', money(30_000), ''])
    expect(within(second).getByRole('rowheader')).toHaveAttribute('scope', 'row')
    // numbers and money keep to one line, at the end of the cell
    expect(within(second).getByRole('cell', { name: money(30_000) })).toHaveStyle({
      textAlign: 'right',
      whiteSpace: 'nowrap',
    })
  })

  it('ends with a totals line: its label spans the columns before the first total', () => {
    render(
      <SimpleTable
        label="Phí đón"
        columns={COLUMNS}
        rows={GUESTS}
        getRowId={(g) => g.id}
        footerLabel="Tổng cộng"
      />,
    )
    const table = screen.getByRole('table', { name: 'Phí đón' })
    const totals = table.querySelector('tfoot tr') as HTMLTableRowElement
    expect(totals).toBe(within(table).getAllByRole('row').at(-1))
    const label = within(totals).getByRole('rowheader', { name: 'Tổng cộng' })
    expect(label).toHaveAttribute('colspan', '3')
    expect(texts(within(totals).getAllByRole('cell'))).toEqual([money(80_000), ''])
    expect(within(totals).getByRole('cell', { name: money(80_000) })).toHaveStyle({ textAlign: 'right' })
  })

  it('has no totals line when no column has a footer', () => {
    render(
      <SimpleTable
        label="Khách"
        columns={COLUMNS.map(({ footer: _, ...column }) => column)}
        rows={GUESTS}
        getRowId={(g) => g.id}
        footerLabel="Tổng cộng"
      />,
    )
    const table = screen.getByRole('table', { name: 'Khách' })
    expect(table.querySelector('tfoot')).toBeNull()
    expect(within(table).getAllByRole('row')).toHaveLength(4)
  })

  it('says so with no rows, in one cell across the columns; without emptyText, shows the header alone', () => {
    const { rerender } = render(
      <SimpleTable
        caption="Danh sách quét"
        columns={COLUMNS}
        rows={[]}
        getRowId={(g) => g.id}
        emptyText="Chưa quét mã nào."
      />,
    )
    const table = screen.getByRole('table', { name: 'Danh sách quét' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3) // header, the empty row, totals
    expect(within(rows[1]).getByRole('cell')).toHaveTextContent('Chưa quét mã nào.')
    expect(within(rows[1]).getByRole('cell')).toHaveAttribute('colspan', String(COLUMNS.length))

    rerender(
      <SimpleTable caption="Danh sách quét" columns={COLUMNS.slice(0, 3)} rows={[]} getRowId={(g) => g.id} />,
    )
    expect(within(table).getAllByRole('row')).toHaveLength(1)
  })

  it('takes its name from a heading, or from a caption read by screen readers only', () => {
    const { rerender } = render(
      <>
        <h2 id="run-sheet">Bảng đón khách · Tài xế Hùng</h2>
        <SimpleTable labelledBy="run-sheet" columns={COLUMNS} rows={GUESTS} getRowId={(g) => g.id} />
      </>,
    )
    expect(screen.getByRole('table', { name: 'Bảng đón khách · Tài xế Hùng' })).toBeInTheDocument()
    rerender(
      <SimpleTable
        caption="Xem trước"
        captionHidden
        columns={COLUMNS}
        rows={GUESTS}
        getRowId={(g) => g.id}
      />,
    )
    // a hidden caption still names the table (that it is not shown is checked in the browser: booking-move)
    expect(screen.getByRole('table', { name: 'Xem trước' })).toBeInTheDocument()
  })

  it('renders rows with no keyboard model: no tab stops but the cells’ own controls', () => {
    const { container } = render(
      <SimpleTable caption="Danh sách đón" columns={COLUMNS} rows={GUESTS} getRowId={(g) => g.id} />,
    )
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0)
    expect(container.querySelectorAll('[aria-sort], [aria-rowcount], [aria-selected], input')).toHaveLength(0)
    // the only focusable things are the column's buttons, one per row, in reading order
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bỏ A1',
      'Bỏ A2',
      'Bỏ B1',
    ])
  })

  it('colours a row by its tone and gives a row its own attributes', () => {
    render(
      <SimpleTable
        caption="Danh sách đón"
        columns={COLUMNS}
        rows={GUESTS}
        getRowId={(g) => g.id}
        rowTone={(g) => (g.cancelled ? 'danger' : g.fee === 0 ? 'warning' : undefined)}
        rowProps={(g, index) => ({
          'aria-current': index === 0 ? 'true' : undefined,
          ...(g.cancelled ? { 'data-cancelled': '' } : {}),
        })}
      />,
    )
    const row = (name: RegExp) => screen.getByRole('row', { name })
    expect(row(/Trần Thị Bình/)).toHaveAttribute('data-tone', 'danger')
    expect(row(/Trần Thị Bình/)).toHaveAttribute('data-cancelled')
    expect(row(/Lê Văn Cường/)).toHaveAttribute('data-tone', 'warning')
    expect(row(/Nguyễn Văn An/)).toHaveAttribute('aria-current', 'true')
    expect(row(/Nguyễn Văn An/)).not.toHaveAttribute('data-tone')
  })

  it('shows a control in a header cell, named by it', () => {
    const [order, ...rest] = COLUMNS
    render(
      <SimpleTable
        caption="Danh sách đón"
        columns={[{ ...order, headerCell: <input type="checkbox" aria-label="Chọn cả nhóm" /> }, ...rest]}
        rows={GUESTS}
        getRowId={(g) => g.id}
      />,
    )
    expect(screen.getByRole('columnheader', { name: 'Chọn cả nhóm' })).toContainElement(
      screen.getByRole('checkbox', { name: 'Chọn cả nhóm' }),
    )
  })
})
