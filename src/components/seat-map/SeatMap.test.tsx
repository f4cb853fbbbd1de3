import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { theme } from 'antd'
import i18n from '../../i18n'
import { buildTheme } from '../antd-theme'
import { PRIMARY_COLORS } from '../../lib/theme'
import type { Seat } from '../../api/schemas/fleet'
import { SeatMap, type SeatStatus } from './SeatMap'
import { contrast, GRAPHIC_MIN, seatPalette, TEXT_MIN, type SeatLook } from './palette'
import { limo, sleeper, van16 } from './test-fixtures'
import { axeViolations } from './axe'

afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('vi')
})

describe('SeatMap', () => {
  it('names every seat by code, type and status, with the note, in a labelled grid', () => {
    const d = van16()
    const status = (s: Seat): SeatStatus =>
      s.code === 'A03'
        ? 'taken'
        : s.code === 'A04'
          ? 'held'
          : s.code === 'A05'
            ? 'selected'
            : s.code === 'A06'
              ? 'disabled'
              : 'free'
    render(
      <SeatMap
        diagram={d}
        label="Sơ đồ ghế Xe 16 chỗ"
        seatStatus={status}
        seatNote={(s) => (s.code === 'A03' ? 'Nguyễn Văn An' : undefined)}
      />,
    )
    const grid = screen.getByRole('grid', { name: 'Sơ đồ ghế Xe 16 chỗ' })
    // 5 rows of 4 cells; 16 of them seats.
    expect(within(grid).getAllByRole('row')).toHaveLength(5)
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(20)
    expect(within(grid).getAllByRole('gridcell', { name: /^Ghế / })).toHaveLength(16)
    expect(screen.getByRole('gridcell', { name: 'Ghế A01, Không bán, để trống' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A02, CB, còn trống' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A03, CB, đã đặt, Nguyễn Văn An' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A04, STX, tạm giữ' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A05, STX, đang chọn' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A06, STX, không khả dụng' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A07, Giữa, còn trống' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Ghế A16, Cuối, còn trống' })).toBeInTheDocument()
    // What a sighted clerk sees: the code large and the type badge.
    const a02 = screen.getByRole('gridcell', { name: /^Ghế A02,/ })
    expect(a02).toHaveTextContent('A02')
    expect(a02).toHaveTextContent('CB')
    expect(screen.getByRole('gridcell', { name: /^Ghế A01,/ })).toHaveTextContent('Không bán')
    // Not colour only: each status has its own look (icon, border style) as well.
    expect(screen.getByRole('gridcell', { name: /^Ghế A03,/ })).toHaveAttribute('data-look', 'taken')
    expect(screen.getByRole('gridcell', { name: /^Ghế A03,/ }).querySelector('.seat__icon')).not.toBeNull()
    expect(screen.getByRole('gridcell', { name: /^Ghế A07,/ }).querySelector('.seat__icon')).toBeNull()
  })

  it('shows reserved seats as reserved whatever their status', () => {
    render(<SeatMap diagram={van16()} label="Sơ đồ" seatStatus={() => 'taken'} />)
    const reserved = screen.getByRole('gridcell', { name: 'Ghế A01, Không bán, đã đặt' })
    expect(reserved).toHaveAttribute('data-look', 'reserved')
    expect(screen.getByRole('gridcell', { name: 'Ghế A02, CB, đã đặt' })).toHaveAttribute(
      'data-look',
      'taken',
    )
  })

  it('has one Tab stop and moves with the arrow keys across aisles, Home and End', async () => {
    const user = userEvent.setup()
    render(
      <>
        <SeatMap diagram={limo()} label="Sơ đồ ghế Limousine 10 chỗ" />
        <button type="button">Sau</button>
      </>,
    )
    const seat = (code: string) => screen.getByRole('gridcell', { name: new RegExp(`^Ghế ${code},`) })
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([seat('A01')])
    await user.tab()
    expect(seat('A01')).toHaveFocus()
    await user.keyboard('{ArrowRight}') // over the aisle
    expect(seat('A02')).toHaveFocus()
    await user.keyboard('{ArrowRight}') // end of the row, one floor: stays
    expect(seat('A02')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(seat('A09')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(seat('A08')).toHaveFocus()
    await user.keyboard('{ArrowUp}') // nothing above in the middle column: the nearest seat in the row above
    expect(seat('A05')).toHaveFocus()
    await user.keyboard('{ArrowLeft}') // nothing further left: stays
    expect(seat('A05')).toHaveFocus()
    await user.keyboard('{End}')
    expect(seat('A09')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(seat('A01')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(seat('A03')).toHaveFocus()
    // The Tab stop follows the focus, and Tab leaves the map.
    expect(seat('A03')).toHaveAttribute('tabindex', '0')
    expect(seat('A01')).toHaveAttribute('tabindex', '-1')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sau' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(seat('A03')).toHaveFocus()
  })

  it('moves across floors with Left/Right and shows a heading per floor', async () => {
    const user = userEvent.setup()
    render(<SeatMap diagram={sleeper()} label="Sơ đồ ghế Xe giường nằm 34 giường" />)
    expect(screen.getByRole('columnheader', { name: 'Tầng 1' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Tầng 2' })).toBeInTheDocument()
    expect(screen.getAllByRole('gridcell', { name: /^Ghế / })).toHaveLength(34)
    const seat = (code: string) => screen.getByRole('gridcell', { name: new RegExp(`^Ghế ${code},`) })
    await user.tab()
    expect(seat('A01')).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(seat('A03')).toHaveFocus()
    await user.keyboard('{ArrowRight}') // to floor 2, same row
    expect(seat('B01')).toHaveFocus()
    await user.keyboard('{ArrowLeft}') // back to floor 1
    expect(seat('A03')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(seat('A17')).toHaveFocus()
    await user.keyboard('{ArrowRight}') // floor 2, last row: its first seat
    expect(seat('B16')).toHaveFocus()
    await user.keyboard('{End}')
    expect(seat('B17')).toHaveFocus()
    await user.keyboard('{Control>}{Home}{/Control}')
    expect(seat('A01')).toHaveFocus()
    await user.keyboard('{Control>}{End}{/Control}')
    expect(seat('B17')).toHaveFocus()
  })

  it('calls onSeatClick on click, Enter and Space, never for taken, disabled or reserved seats', async () => {
    const user = userEvent.setup()
    const onSeatClick = vi.fn()
    const d = van16()
    const taken = new Set(['A03'])
    render(
      <SeatMap
        diagram={d}
        label="Chọn ghế"
        seatStatus={(s) => (taken.has(s.code) ? 'taken' : s.code === 'A04' ? 'disabled' : 'free')}
        onSeatClick={onSeatClick}
      />,
    )
    const a02 = screen.getByRole('button', { name: 'Ghế A02, CB, còn trống' })
    await user.click(a02)
    expect(onSeatClick).toHaveBeenCalledTimes(1)
    expect(onSeatClick).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'A02', id: 11 }))
    a02.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onSeatClick).toHaveBeenCalledTimes(3)

    for (const name of [
      'Ghế A03, CB, đã đặt',
      'Ghế A04, STX, không khả dụng',
      'Ghế A01, Không bán, để trống',
    ]) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      await user.click(button)
      button.focus()
      await user.keyboard('{Enter}')
    }
    expect(onSeatClick).toHaveBeenCalledTimes(3)
    // Still reachable by keyboard, to read who sits there.
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: /^Ghế A01,/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('button', { name: /^Ghế A03,/ })).toHaveFocus()
  })

  it('lets taken and reserved seats be clicked with allowTakenClick', async () => {
    const user = userEvent.setup()
    const onSeatClick = vi.fn()
    render(
      <SeatMap
        diagram={van16()}
        label="Chọn ghế"
        seatStatus={(s) => (s.code === 'A03' ? 'taken' : 'free')}
        onSeatClick={onSeatClick}
        allowTakenClick
      />,
    )
    await user.click(screen.getByRole('button', { name: /^Ghế A03,/ }))
    await user.click(screen.getByRole('button', { name: /^Ghế A01,/ }))
    expect(onSeatClick.mock.calls.map(([s]) => s.code)).toEqual(['A03', 'A01'])
  })

  it('tells a sold seat paid from unpaid by word, look and icon, lists them in the legend asked, and never chooses them', async () => {
    const user = userEvent.setup()
    const onSeatClick = vi.fn()
    render(
      <SeatMap
        diagram={van16()}
        label="Chọn ghế"
        seatStatus={(s) => (s.code === 'A03' ? 'soldPaid' : s.code === 'A04' ? 'soldUnpaid' : 'free')}
        legendStatuses={['free', 'held', 'selected', 'soldPaid', 'soldUnpaid']}
        onSeatClick={onSeatClick}
      />,
    )
    const paid = screen.getByRole('button', { name: 'Ghế A03, CB, đã bán, đã thanh toán' })
    const unpaid = screen.getByRole('button', { name: /^Ghế A04, .*, đã bán, chưa thanh toán$/ })
    expect(paid).toHaveAttribute('data-look', 'soldPaid')
    expect(unpaid).toHaveAttribute('data-look', 'soldUnpaid')
    expect(paid.querySelector('.seat__icon')).not.toBeNull()
    await user.click(paid)
    await user.click(unpaid)
    expect(onSeatClick).not.toHaveBeenCalled()
    const statuses = screen.getByRole('list', { name: 'Trạng thái' })
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^A1/, '')),
    ).toEqual(['Còn trống', 'Tạm giữ', 'Đang chọn', 'Đã bán, đã thanh toán', 'Đã bán, chưa thanh toán'])
  })

  it('follows a controlled activeSeatId and reports focus moves', async () => {
    const user = userEvent.setup()
    const onActive = vi.fn()
    const d = limo()
    const a05 = d.floors[0].rows.flat().find((s) => s?.code === 'A05')!
    const { rerender } = render(
      <SeatMap diagram={d} label="Sơ đồ" activeSeatId={a05.id} onActiveSeatChange={onActive} />,
    )
    const seat = (code: string) => screen.getByRole('gridcell', { name: new RegExp(`^Ghế ${code},`) })
    expect(seat('A05')).toHaveAttribute('tabindex', '0')
    expect(seat('A05')).toHaveAttribute('data-active')
    await user.tab()
    expect(seat('A05')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(seat('A03')).toHaveFocus()
    expect(onActive).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'A03' }))
    const a09 = d.floors[0].rows.flat().find((s) => s?.code === 'A09')!
    rerender(<SeatMap diagram={d} label="Sơ đồ" activeSeatId={a09.id} onActiveSeatChange={onActive} />)
    expect(seat('A09')).toHaveAttribute('tabindex', '0')
    expect(seat('A03')).toHaveAttribute('tabindex', '-1')
  })

  it('has a legend of types and statuses', () => {
    const { rerender } = render(<SeatMap diagram={limo()} label="Sơ đồ" seatStatus={() => 'free'} />)
    const legend = screen.getByRole('group', { name: 'Chú thích' })
    const types = within(legend).getByRole('list', { name: 'Loại ghế' })
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ghế thường',
      'CBCB (ghế đầu)',
      'STXSTX (sau tài xế)',
      'GiữaGhế giữa',
      'CuốiGhế cuối',
      'Không bánGhế không bán',
    ])
    const statuses = within(legend).getByRole('list', { name: 'Trạng thái' })
    for (const text of ['Còn trống', 'Đã đặt', 'Tạm giữ', 'Đang chọn', 'Không khả dụng']) {
      expect(within(statuses).getByText(text)).toBeInTheDocument()
    }
    rerender(<SeatMap diagram={limo()} label="Sơ đồ" legend={false} />)
    expect(screen.queryByRole('group', { name: 'Chú thích' })).not.toBeInTheDocument()
  })

  it('passes axe, read-only and clickable, on one and two floors', async () => {
    const { container, rerender } = render(
      <SeatMap diagram={sleeper()} label="Sơ đồ" seatStatus={(s) => (s.code === 'A02' ? 'taken' : 'free')} />,
    )
    expect(await axeViolations(container)).toEqual([])
    rerender(
      <SeatMap
        diagram={van16()}
        label="Sơ đồ"
        seatStatus={(s) => (s.code === 'A02' ? 'taken' : 'free')}
        onSeatClick={() => {}}
        size="small"
      />,
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('speaks English after the language changes', async () => {
    await i18n.changeLanguage('en')
    render(
      <SeatMap
        diagram={sleeper()}
        label="Seat map"
        seatStatus={(s) => (s.code === 'B02' ? 'taken' : 'free')}
        seatNote={(s) => (s.code === 'B02' ? 'Trần Thị Bình' : undefined)}
      />,
    )
    expect(screen.getByRole('gridcell', { name: 'Seat A01, STX, free' })).toBeInTheDocument()
    expect(screen.getByRole('gridcell', { name: 'Seat A16, LAST, free' })).toBeInTheDocument()
    expect(
      screen.getByRole('gridcell', { name: 'Seat B02, Regular, taken, Trần Thị Bình' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Floor 2' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Legend' })).toBeInTheDocument()
  })
})

describe('seat colours', () => {
  const looks: SeatLook[] = [
    'free',
    'taken',
    'held',
    'selected',
    'disabled',
    'reserved',
    'soldPaid',
    'soldUnpaid',
  ]
  const themes = (['light', 'dark'] as const).flatMap((mode) =>
    PRIMARY_COLORS.map((_, i) => ({
      name: `${mode} ${i}`,
      token: theme.getDesignToken(buildTheme(mode, i)),
    })),
  )
  themes.push(
    { name: 'antd default', token: theme.getDesignToken() },
    { name: 'antd dark', token: theme.getDesignToken({ algorithm: theme.darkAlgorithm }) },
  )

  it.each(themes)('meet WCAG AA in the $name theme', ({ token }) => {
    const p = seatPalette(token)
    for (const look of looks) {
      const s = p[look]
      expect(contrast(s.text, s.background), `${look} text`).toBeGreaterThanOrEqual(TEXT_MIN)
      expect(contrast(s.border, p.surface), `${look} border`).toBeGreaterThanOrEqual(GRAPHIC_MIN)
      expect(contrast(s.icon, s.background), `${look} icon`).toBeGreaterThanOrEqual(GRAPHIC_MIN)
    }
    expect(contrast(p.text, p.surface)).toBeGreaterThanOrEqual(TEXT_MIN)
    expect(contrast(p.textSecondary, p.surface)).toBeGreaterThanOrEqual(TEXT_MIN)
    expect(contrast(p.error, p.surface)).toBeGreaterThanOrEqual(TEXT_MIN)
    expect(contrast(p.focus, p.surface)).toBeGreaterThanOrEqual(GRAPHIC_MIN)
    // Statuses differ by more than colour.
    const shapes = new Set(looks.map((l) => `${p[l].borderStyle}/${p[l].borderWidth}`))
    expect(shapes.size).toBe(looks.length)
  })

  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrast('rgba(0, 0, 0, 0.88)', '#ffffff')).toBeGreaterThan(15)
  })
})
