import { afterEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '../../i18n'
import { SEAT_TYPES } from '../../api/contracts/fleet'
import type { Seat, SeatDiagram } from '../../api/schemas/fleet'
import { countSeats, emptyDiagram, generateDiagram, SeatDiagramEditor } from './SeatDiagramEditor'
import { suggestCode } from './diagram'
import { limo, positionsConsistent, sleeper, van16 } from './test-fixtures'
import { axeViolations } from './axe'

afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('vi')
})

const seats = (d: SeatDiagram) => d.floors.flatMap((f) => f.rows.flat().filter((s): s is Seat => s !== null))

/** A form holding the diagram, as the vehicle-type form does; every change is checked for consistency. */
function setup(initial: SeatDiagram, props: { 'aria-invalid'?: boolean; 'aria-describedby'?: string } = {}) {
  const frozen = structuredClone(initial)
  const changes: SeatDiagram[] = []
  const onChange = vi.fn((next: SeatDiagram) => {
    changes.push(next)
  })
  function Form() {
    const [value, setValue] = useState(initial)
    return (
      <SeatDiagramEditor
        id="diagram"
        label="Sơ đồ ghế"
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
        {...props}
      />
    )
  }
  const user = userEvent.setup()
  render(<Form />)
  return {
    user,
    onChange,
    last: () => changes[changes.length - 1],
    /** the input diagram was never mutated, and every diagram handed out is consistent */
    checkIntegrity: () => {
      expect(initial).toEqual(frozen)
      for (const d of changes) expect(positionsConsistent(d)).toBe(true)
    },
  }
}

const grid = () => screen.getByRole('grid', { name: 'Sơ đồ ghế' })
const cell = (name: string | RegExp) => within(grid()).getByRole('gridcell', { name })
const count = () => screen.getByRole('status')

describe('SeatDiagramEditor', () => {
  it('adds a seat in an empty cell with the next free code of the floor', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    expect(count()).toHaveTextContent('Số chỗ trên sơ đồ: 9')
    expect(count()).toHaveAttribute('aria-live', 'polite')
    await user.click(cell('Ô trống, tầng 1, hàng ghế 1, cột 2'))
    expect(cell('Ô trống, tầng 1, hàng ghế 1, cột 2')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText(/Mã ghế mới: A10/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Thêm ghế' }))
    const added = last().floors[0].rows[0][1]
    expect(added).toMatchObject({ code: 'A10', type: SEAT_TYPES.NORMAL, floor: 1, row: 0, column: 1 })
    expect(added!.id).toBeLessThan(0)
    expect(cell('Ghế A10, Thường, tầng 1, hàng ghế 1, cột 2')).toHaveAttribute('aria-selected', 'true')
    expect(count()).toHaveTextContent('Số chỗ trên sơ đồ: 10')
    // Ready to change the suggested code.
    expect(screen.getByRole('textbox', { name: 'Mã ghế' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Mã ghế' })).toHaveValue('A10')
    // The next one gets the next code and the next temporary id.
    await user.click(cell('Ô trống, tầng 1, hàng ghế 2, cột 2'))
    await user.click(screen.getByRole('button', { name: 'Thêm ghế' }))
    expect(last().floors[0].rows[1][1]).toMatchObject({ code: 'A11', id: added!.id - 1 })
    checkIntegrity()
  })

  it('deletes a seat and changes its type', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    await user.click(cell(/^Ghế A03,/))
    expect(screen.getByRole('radio', { name: 'Ghế giữa' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'CB (ghế đầu)' }))
    expect(last().floors[0].rows[1][0]).toMatchObject({ code: 'A03', type: SEAT_TYPES.CB })
    expect(cell('Ghế A03, CB, tầng 1, hàng ghế 2, cột 1')).toHaveTextContent('CB')
    await user.click(screen.getByRole('radio', { name: 'Ghế không bán' }))
    expect(last().floors[0].rows[1][0]).toMatchObject({ type: SEAT_TYPES.RESERVED })
    await user.click(screen.getByRole('button', { name: 'Xóa ghế' }))
    expect(last().floors[0].rows[1][0]).toBeNull()
    expect(countSeats(last())).toBe(8)
    expect(count()).toHaveTextContent('Số chỗ trên sơ đồ: 8')
    expect(cell('Ô trống, tầng 1, hàng ghế 2, cột 1')).toHaveFocus()
    expect(seats(last()).map((s) => s.code)).not.toContain('A03')
    checkIntegrity()
  })

  it('edits a seat code and flags a duplicate inline', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    await user.click(cell(/^Ghế A01,/))
    const input = screen.getByRole('textbox', { name: 'Mã ghế' })
    expect(input).toHaveValue('A01')
    await user.clear(input)
    expect(input).toHaveAccessibleDescription('Vui lòng nhập mã ghế')
    await user.type(input, 'A02')
    expect(last().floors[0].rows[0][0]).toMatchObject({ code: 'A02' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Mã ghế A02 bị trùng với ghế khác')
    expect(cell('Ghế A02, STX, tầng 1, hàng ghế 1, cột 1, mã bị trùng')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(cell('Ghế A02, STX, tầng 1, hàng ghế 1, cột 3, mã bị trùng')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await user.type(input, 'X')
    expect(last().floors[0].rows[0][0]).toMatchObject({ code: 'A02X' })
    expect(input).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(/bị trùng/)).not.toBeInTheDocument()
    expect(cell('Ghế A02X, STX, tầng 1, hàng ghế 1, cột 1')).not.toHaveAttribute('aria-invalid')
    checkIntegrity()
  })

  it('adds and removes columns and rows', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    const removeColumn = screen.getByRole('button', { name: 'Xóa cột trống cuối' })
    const removeRow = screen.getByRole('button', { name: 'Xóa hàng ghế trống cuối' })
    expect(removeColumn).toBeDisabled() // the last column has seats
    expect(removeRow).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Thêm cột' }))
    expect(last().columns).toBe(4)
    expect(last().floors[0].rows.every((r) => r.length === 4 && r[3] === null)).toBe(true)
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(16)
    expect(removeColumn).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Thêm hàng ghế' }))
    expect(last().floors[0].rows).toHaveLength(5)
    expect(last().floors[0].rows[4]).toEqual([null, null, null, null])
    expect(within(grid()).getAllByRole('row')).toHaveLength(5)
    expect(removeRow).toBeEnabled()
    await user.click(removeRow)
    expect(last().floors[0].rows).toHaveLength(4)
    expect(removeRow).toBeDisabled()
    await user.click(removeColumn)
    expect(last().columns).toBe(3)
    expect(last().floors[0].rows.every((r) => r.length === 3)).toBe(true)
    expect(removeColumn).toBeDisabled()
    expect(seats(last())).toHaveLength(9)
    checkIntegrity()
  })

  it('adds a floor and removes an empty one', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    expect(screen.queryByRole('button', { name: /^Xóa tầng/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Thêm tầng' }))
    expect(last().floors.map((f) => [f.floor, f.rows.length])).toEqual([
      [1, 4],
      [2, 4],
    ])
    expect(within(grid()).getByRole('columnheader', { name: 'Tầng 2' })).toBeInTheDocument()
    // The cursor is on the new floor: a seat added there is coded for it.
    expect(cell('Ô trống, tầng 2, hàng ghế 1, cột 1')).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('button', { name: 'Thêm ghế' }))
    expect(last().floors[1].rows[0][0]).toMatchObject({ code: 'B1', floor: 2, row: 0, column: 0 })
    expect(screen.getByRole('button', { name: 'Xóa tầng 2 (trống)' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Xóa ghế' }))
    await user.click(screen.getByRole('button', { name: 'Thêm hàng ghế (tầng 2)' }))
    expect(last().floors[1].rows).toHaveLength(5)
    expect(last().floors[0].rows).toHaveLength(4)
    await user.click(screen.getByRole('button', { name: 'Xóa tầng 2 (trống)' }))
    expect(last().floors).toHaveLength(1)
    expect(seats(last())).toHaveLength(9)
    expect(within(grid()).queryByRole('columnheader')).not.toBeInTheDocument()
    checkIntegrity()
  })

  it('renumbers the seats of the floors after a removed one', async () => {
    const d = sleeper()
    d.floors.unshift({ floor: 0, rows: [[null, null, null, null, null]] })
    d.floors.forEach((f, i) => (f.floor = i + 1))
    for (const s of seats(d)) s.floor += 1
    const { user, last, checkIntegrity } = setup(d)
    await user.click(cell('Ô trống, tầng 1, hàng ghế 1, cột 1'))
    await user.click(screen.getByRole('button', { name: 'Xóa tầng 1 (trống)' }))
    expect(last().floors.map((f) => f.floor)).toEqual([1, 2])
    expect(last().floors[1].rows[0][0]).toMatchObject({ code: 'B01', floor: 2, row: 0, column: 0 })
    checkIntegrity()
  })

  it('works by keyboard: arrows over every cell, Insert/+, Delete, T, Enter and Esc', async () => {
    const { user, last, checkIntegrity } = setup(limo())
    expect(
      screen.getByText(/Phím tắt: .*Insert hoặc \+ để thêm ghế, Delete để xóa ghế, T để đổi loại ghế/),
    ).toBeVisible()
    expect(grid()).toHaveAccessibleDescription(expect.stringContaining('Phím tắt'))
    // One Tab stop in the grid: the selected cell.
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toEqual([cell(/^Ghế A01,/)])
    cell(/^Ghế A01,/).focus()
    await user.keyboard('{ArrowRight}') // onto the aisle
    const aisle = cell('Ô trống, tầng 1, hàng ghế 1, cột 2')
    expect(aisle).toHaveFocus()
    expect(aisle).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Insert}')
    expect(last().floors[0].rows[0][1]).toMatchObject({ code: 'A10' })
    expect(cell(/^Ghế A10, Thường,/)).toHaveFocus()
    await user.keyboard('t')
    expect(last().floors[0].rows[0][1]).toMatchObject({ type: SEAT_TYPES.CB })
    await user.keyboard('T')
    expect(last().floors[0].rows[0][1]).toMatchObject({ type: SEAT_TYPES.STX })
    await user.keyboard('{Delete}')
    expect(last().floors[0].rows[0][1]).toBeNull()
    expect(cell('Ô trống, tầng 1, hàng ghế 1, cột 2')).toHaveFocus()
    await user.keyboard('{ArrowDown}+')
    expect(last().floors[0].rows[1][1]).toMatchObject({ code: 'A10', floor: 1, row: 1, column: 1 })
    expect(count()).toHaveTextContent('Số chỗ trên sơ đồ: 10')
    await user.keyboard('{End}')
    expect(cell(/^Ghế A09,/)).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    const input = screen.getByRole('textbox', { name: 'Mã ghế' })
    expect(input).toHaveFocus()
    expect(input).toHaveValue('A06')
    await user.keyboard('{Escape}')
    expect(cell(/^Ghế A06,/)).toHaveFocus()
    // Enter on an empty cell adds a seat there.
    await user.keyboard('{Home}{ArrowDown}{ArrowRight}{ArrowDown}{Enter}')
    expect(last().floors[0].rows[2][1]).toMatchObject({ code: 'A11' })
    checkIntegrity()
  })

  it('crosses floors with Left/Right', async () => {
    const { user } = setup(sleeper())
    cell(/^Ghế A01,/).focus()
    await user.keyboard('{End}')
    expect(cell(/^Ghế A17,/)).toHaveFocus()
    await user.keyboard('{ArrowRight}') // the last column: on to floor 2, same row
    expect(cell(/^Ghế B16,/)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(cell(/^Ghế A17,/)).toHaveFocus()
  })

  it('passes axe on an empty cell and on a seat', async () => {
    const { user } = setup(sleeper())
    expect(await axeViolations(document.body)).toEqual([])
    await user.click(cell('Ô trống, tầng 1, hàng ghế 1, cột 2'))
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('passes the form field attributes on', () => {
    setup(limo(), { 'aria-invalid': true, 'aria-describedby': 'diagram-error' })
    expect(document.getElementById('diagram')).toContainElement(grid())
    expect(grid()).toHaveAttribute('aria-invalid', 'true')
    expect(grid().getAttribute('aria-describedby')).toContain('diagram-error')
  })

  it('speaks English', async () => {
    await i18n.changeLanguage('en')
    const { user } = setup(van16())
    const g = screen.getByRole('grid', { name: 'Sơ đồ ghế' })
    expect(
      within(g).getByRole('gridcell', { name: 'Seat A02, CB, floor 1, row 1, column 3' }),
    ).toBeInTheDocument()
    await user.click(within(g).getByRole('gridcell', { name: 'Empty cell, floor 1, row 1, column 1' }))
    expect(screen.getByRole('button', { name: 'Add seat' })).toBeInTheDocument()
    expect(screen.getByText(/New seat code: A17/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Seats on the diagram: 16')
    for (const name of [
      'Add column',
      'Remove last empty column',
      'Add row',
      'Remove last empty row',
      'Add floor',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
  })
})

describe('diagram helpers', () => {
  it('generateDiagram(9, 4) has exactly 9 seats with unique codes and temporary ids', () => {
    const d = generateDiagram(9, 4)
    expect(d.columns).toBe(4)
    expect(countSeats(d)).toBe(9)
    const all = seats(d)
    expect(all.map((s) => s.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9'])
    expect(new Set(all.map((s) => s.id)).size).toBe(9)
    expect(all.every((s) => s.id < 0 && s.type === SEAT_TYPES.NORMAL)).toBe(true)
    expect(positionsConsistent(d)).toBe(true)
    // An aisle: the third column stays empty.
    expect(d.floors[0].rows.every((r) => r[2] === null)).toBe(true)
  })

  it('generateDiagram fills the back row as a bench when the count fits', () => {
    const d = generateDiagram(16, 4)
    expect(countSeats(d)).toBe(16)
    expect(d.floors[0].rows.at(-1)!.every((s) => s !== null)).toBe(true)
    for (const [n, cols] of [
      [1, 1],
      [7, 2],
      [29, 5],
      [45, 5],
      [0, 3],
    ]) {
      const g = generateDiagram(n, cols)
      expect(countSeats(g), `${n} seats on ${cols} columns`).toBe(n)
      expect(positionsConsistent(g)).toBe(true)
    }
  })

  it('generateDiagram for 2 floors codes floor 2 B1..', () => {
    const d = generateDiagram(34, 5, 2)
    expect(d.floors.map((f) => f.floor)).toEqual([1, 2])
    expect(countSeats(d)).toBe(34)
    const [f1, f2] = d.floors.map((f) => f.rows.flat().filter((s): s is Seat => s !== null))
    expect(f1).toHaveLength(17)
    expect(f2).toHaveLength(17)
    expect(f2[0]).toMatchObject({ code: 'B1', floor: 2, row: 0, column: 0 })
    expect(f2.at(-1)!.code).toBe('B17')
    const all = seats(d)
    expect(new Set(all.map((s) => s.code)).size).toBe(34)
    expect(new Set(all.map((s) => s.id)).size).toBe(34)
    expect(positionsConsistent(d)).toBe(true)
    // An odd count: the lower floor takes the extra seat.
    const odd = generateDiagram(9, 3, 2)
    expect(odd.floors.map((f) => f.rows.flat().filter(Boolean).length)).toEqual([5, 4])
  })

  it('emptyDiagram and suggestCode', () => {
    expect(emptyDiagram()).toEqual({ columns: 4, floors: [{ floor: 1, rows: [[null, null, null, null]] }] })
    expect(countSeats(emptyDiagram(3))).toBe(0)
    expect(suggestCode(emptyDiagram(), 0)).toBe('A1')
    expect(suggestCode(limo(), 0)).toBe('A10')
    expect(suggestCode(sleeper(), 1)).toBe('B18')
    expect(suggestCode(generateDiagram(4, 3), 0)).toBe('A5')
  })
})
