/* The desks' filters alone: the day navigator, the direction and the trip picker, by keyboard, in vi and en. */
import type { LanguageSetting } from '../../api/schemas/settings'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import i18n from '../../i18n'
import { meQuery } from '../../api/resources/auth'
import { mapDetailsByRole } from '../../api/resources/map'
import { generalSettingsQuery, languageSettingsQuery } from '../../api/resources/settings'
import type { MapDetail } from '../../api/schemas/routes'
import { makeUser, TEST_SETTINGS } from '../../app/test-utils'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { DayNavigator } from './DayNavigator'
import { DirectionSelect } from './DirectionSelect'
import { TripPicker, type TripChoice } from './TripPicker'

afterEach(async () => {
  vi.useRealTimers()
  await i18n.changeLanguage('vi')
})

const place = (id: number, code: string, name: string) => ({ id, code, name })
const DETAILS: MapDetail[] = [
  {
    id: 1,
    map_id: 1,
    place_from: place(1, 'SG', 'Sài Gòn'),
    place_to: place(2, 'DL', 'Đà Lạt'),
    forward: { id: 11, code: 'SG-DL', name: 'Sài Gòn ➡️ Đà Lạt', is_reverse_direction: false },
    reverse: { id: 12, code: 'DL-SG', name: 'Đà Lạt ➡️ Sài Gòn', is_reverse_direction: true },
  },
  {
    id: 2,
    map_id: 2,
    place_from: place(1, 'SG', 'Sài Gòn'),
    place_to: place(3, 'VT', 'Vũng Tàu'),
    forward: { id: 21, code: 'SG-VT', name: 'Sài Gòn ➡️ Vũng Tàu', is_reverse_direction: false },
    reverse: { id: 22, code: 'VT-SG', name: 'Vũng Tàu ➡️ Sài Gòn', is_reverse_direction: true },
  },
]

/** The controls with what they read already there: the clerk, the directions and the settings. */
function renderWith(children: ReactNode, format_date: LanguageSetting['format_date'] = 'DD/MM/YYYY') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(meQuery().queryKey, makeUser('nhan-vien', ['booking.import_customer']))
  client.setQueryData(mapDetailsByRole().queryKey, DETAILS)
  client.setQueryData(generalSettingsQuery().queryKey, TEST_SETTINGS)
  for (const language of ['vi', 'en'] as const) {
    const formats: LanguageSetting = { language, format_date, format_time: 'HH:mm' }
    client.setQueryData(languageSettingsQuery(language).queryKey, formats)
  }
  return {
    user: userEvent.setup({ delay: null }),
    ...render(<QueryClientProvider client={client}>{children}</QueryClientProvider>),
  }
}

/** A screen holding the day as its address would. */
function Day({
  onChange,
  initial,
  optional,
}: {
  onChange: (day?: string) => void
  initial?: string
  optional?: boolean
}) {
  const [day, setDay] = useState(initial)
  return (
    <DayNavigator
      label="Ngày chạy"
      optional={optional}
      value={optional ? day : (day ?? hcmToday())}
      onChange={(next) => {
        onChange(next)
        setDay(next)
      }}
    />
  )
}

const dmy = (day: string) => day.split('-').reverse().join('/')

/** A screen whose address follows a chosen day only when told (a route whose loader is still fetching). */
function LaggingDay({ onChange, initial }: { onChange: (day?: string) => void; initial: string }) {
  const [day, setDay] = useState(initial)
  const [asked, setAsked] = useState<string | undefined>()
  return (
    <>
      <DayNavigator
        label="Ngày chạy"
        value={day}
        onChange={(next) => {
          onChange(next)
          setAsked(next)
        }}
      />
      <button type="button" onClick={() => asked && setDay(asked)}>
        Tải xong
      </button>
    </>
  )
}

describe('DayNavigator', () => {
  it('moves a day back and on with the buttons and with ← → on them; the focus stays on the button', async () => {
    const onChange = vi.fn()
    const day = '2026-03-05'
    const { user } = renderWith(<Day initial={day} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Chọn ngày' })
    expect(within(group).getByLabelText('Ngày chạy')).toHaveValue(dmy(day))

    const next = screen.getByRole('button', { name: 'Ngày sau' })
    await user.click(next)
    expect(onChange).toHaveBeenLastCalledWith(shiftDay(day, 1))
    expect(screen.getByLabelText('Ngày chạy')).toHaveValue(dmy(shiftDay(day, 1)))

    // the keyboard: on the day's buttons ← is the day before, → the day after
    next.focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(onChange).toHaveBeenLastCalledWith(shiftDay(day, -2))
    expect(next).toHaveFocus()
    const previous = screen.getByRole('button', { name: 'Ngày trước' })
    previous.focus()
    await user.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith(shiftDay(day, -1))
    expect(screen.getByLabelText('Ngày chạy')).toHaveValue(dmy(shiftDay(day, -1)))

    await user.click(screen.getByRole('button', { name: 'Hôm nay' }))
    expect(onChange).toHaveBeenLastCalledWith(hcmToday())
  })

  it('takes a typed day on Enter or when the field is left, never on a keystroke; Escape puts the day back', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<Day initial="2026-03-05" onChange={onChange} />)
    const input = screen.getByLabelText('Ngày chạy')

    // typed as a clerk types: nothing goes out half typed
    await user.clear(input)
    await user.type(input, '16/3/2026')
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith('2026-03-16')
    expect(input).toHaveValue('16/03/2026')

    // short forms: day and month alone are this year in Ho Chi Minh time; digits alone are DDMMYYYY
    await user.clear(input)
    await user.type(input, '1/10')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(`${hcmToday().slice(0, 4)}-10-01`)
    await user.clear(input)
    await user.type(input, '10012026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-01-10')
    expect(input).toHaveValue('10/01/2026')

    // Escape puts back the day shown, and sends nothing
    await user.clear(input)
    await user.type(input, '12/0')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('10/01/2026')
    await user.tab()
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('shows the day the screen is on when another way brings back the day a typed one replaced', async () => {
    const { user } = renderWith(<Day initial="2026-03-05" onChange={vi.fn()} />)
    const input = screen.getByLabelText('Ngày chạy')
    await user.clear(input)
    await user.type(input, '06/03/2026{Enter}')
    await user.click(screen.getByRole('button', { name: 'Ngày trước' }))
    expect(input).toHaveValue('05/03/2026')
    // a text left refused gives way to a day chosen by a button
    await user.clear(input)
    await user.type(input, '31/02/2026{Enter}')
    await user.click(screen.getByRole('button', { name: 'Ngày sau' }))
    expect(input).toHaveValue('06/03/2026')
    expect(input).toBeValid()
  })

  it('refuses a text that is no day with a message, and sends nothing', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<Day initial="2026-03-05" onChange={onChange} />)
    const input = screen.getByLabelText('Ngày chạy')
    await user.clear(input)
    await user.type(input, '31/02/2026{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveValue('31/02/2026')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription(
      /^Không đọc được ngày: gõ theo dạng DD\/MM\/YYYY, ví dụ \d\d\/\d\d\/\d{4}$/,
    )
    await user.tab()
    expect(onChange).not.toHaveBeenCalled()
    // mended: the message goes, the day goes out
    await user.clear(input)
    await user.type(input, '28/02/2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28')
    expect(input).toBeValid()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('moves a day with ↑ ↓ in the field at once; the calendar sends its choice at once', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<Day initial="2026-03-05" onChange={onChange} />)
    const input = screen.getByLabelText('Ngày chạy')
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06')
    expect(input).toHaveValue('06/03/2026')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-04')
    expect(input).toHaveFocus()

    // the calendar button opens the browser's calendar on a hidden date input; its choice comes back typed our way
    const calendar = screen.getByRole('button', { name: 'Chọn ngày trên lịch' })
    const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!
    picker.showPicker = vi.fn()
    await user.click(calendar)
    expect(picker.showPicker).toHaveBeenCalled()
    fireEvent.change(picker, { target: { value: '2026-04-01' } })
    expect(onChange).toHaveBeenLastCalledWith('2026-04-01')
    expect(input).toHaveValue('01/04/2026')
  })

  it('keeps the day read, and what the clerk types on, while the screen loads that day', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<LaggingDay initial="2026-03-05" onChange={onChange} />)
    const input = screen.getByLabelText('Ngày chạy')
    await user.clear(input)
    await user.type(input, '06/03/2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06')
    // not loaded yet: the day read stays in the field
    expect(input).toHaveValue('06/03/2026')
    // the clerk types on before the screen has loaded that day
    await user.clear(input)
    await user.type(input, '06/04')
    // the day sent is loaded: the address catches up, and what is typed stays
    fireEvent.click(screen.getByRole('button', { name: 'Tải xong' }))
    expect(input).toHaveValue('06/04')
    input.focus()
    await user.keyboard('/2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-04-06')
  })

  it('as a list filter: emptied is every day', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<Day optional initial="2026-03-05" onChange={onChange} />)
    await user.clear(screen.getByLabelText('Ngày chạy'))
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    expect(screen.getByText('Mọi ngày')).toBeInTheDocument()
    // from every day, the buttons start at today
    await user.click(screen.getByRole('button', { name: 'Ngày sau' }))
    expect(onChange).toHaveBeenLastCalledWith(shiftDay(hcmToday(), 1))
  })

  it('shows and reads the day in the format of the settings, whatever the language', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<Day initial="2026-03-05" onChange={onChange} />, 'MM-DD-YYYY')
    const input = screen.getByLabelText('Ngày chạy')
    expect(input).toHaveValue('03-05-2026')
    await user.clear(input)
    await user.type(input, '4/1/26{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-04-01')
    expect(input).toHaveValue('04-01-2026')
  })

  it('is named in English', async () => {
    await i18n.changeLanguage('en')
    const { user } = renderWith(<DayNavigator value="2026-03-05" onChange={() => undefined} />)
    const group = screen.getByRole('group', { name: 'Choose the day' })
    const input = within(group).getByLabelText('Departure date')
    expect(input).toHaveValue('05/03/2026')
    for (const name of ['Previous day', 'Next day', 'Today', 'Pick on the calendar'])
      expect(within(group).getByRole('button', { name })).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'soon{Enter}')
    expect(input).toHaveAccessibleDescription(/^Not a day: type it as DD\/MM\/YYYY, e\.g\. /)
  })
})

/** The options antd shows in its popup (its role=option list is a 3-item window for screen readers). */
const visibleOptions = () =>
  Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent)

describe('DirectionSelect', () => {
  it('offers the usable directions, found by typing without accents; Enter chooses', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(<DirectionSelect value={undefined} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Chiều đi' })
    await user.click(select)
    expect(visibleOptions()).toEqual([
      'Sài Gòn ➡️ Đà Lạt',
      'Đà Lạt ➡️ Sài Gòn',
      'Sài Gòn ➡️ Vũng Tàu',
      'Vũng Tàu ➡️ Sài Gòn',
    ])
    await user.type(select, 'vung tau', { skipClick: true })
    expect(visibleOptions()).toEqual(['Sài Gòn ➡️ Vũng Tàu', 'Vũng Tàu ➡️ Sài Gòn'])
    await user.type(select, ' ➡️ sai', { skipClick: true })
    expect(visibleOptions()).toEqual(['Vũng Tàu ➡️ Sài Gòn'])
    expect(document.querySelector('.ant-select-item-option-active')).toHaveTextContent('Vũng Tàu ➡️ Sài Gòn')
    // (antd reads the key's `which`, which user-event leaves out)
    fireEvent.keyDown(select, { key: 'Enter', keyCode: 13, which: 13 })
    expect(onChange).toHaveBeenCalledWith(22)
  })

  it('finds a direction by its code as a clerk types it: "vt" and "dl sg"', async () => {
    const { user } = renderWith(<DirectionSelect value={undefined} onChange={() => undefined} />)
    const select = screen.getByRole('combobox', { name: 'Chiều đi' })
    await user.click(select)
    await user.type(select, 'vt', { skipClick: true })
    expect(visibleOptions()).toEqual(['Sài Gòn ➡️ Vũng Tàu', 'Vũng Tàu ➡️ Sài Gòn'])
    await user.clear(select)
    await user.type(select, 'dl sg', { skipClick: true })
    expect(visibleOptions()).toEqual(['Đà Lạt ➡️ Sài Gòn'])
  })

  it('as a list filter starts with every direction; named in English', async () => {
    await i18n.changeLanguage('en')
    const onChange = vi.fn()
    const { user } = renderWith(<DirectionSelect all value={12} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Direction' })
    expect(select.closest('.ant-select')).toHaveTextContent('Đà Lạt ➡️ Sài Gòn')
    await user.click(select)
    expect(visibleOptions()[0]).toBe('Direction: All')
    await user.click(screen.getByTitle('Direction: All'))
    expect(onChange).toHaveBeenCalledWith(undefined)
  })
})

const TRIPS: TripChoice[] = [
  { id: 5, departure_time: '2026-03-05T06:00:00+07:00', detail: '12/34 chỗ · 51B-123.45' },
  { id: 6, departure_time: '2026-03-05T09:30:00+07:00', detail: '0/16 chỗ · 51B-678.90' },
  { id: 7, departure_time: '2026-03-05T13:00:00+07:00', detail: '3/29 chỗ · 49B-111.22', closed: 'Đã hủy' },
]

function Trips({ onChange, all }: { onChange: (trip?: number) => void; all?: string }) {
  const [trip, setTrip] = useState<number | undefined>(5)
  return (
    <TripPicker
      trips={TRIPS}
      all={all}
      value={trip}
      onChange={(next) => {
        onChange(next)
        setTrip(next)
      }}
    />
  )
}

describe('TripPicker', () => {
  it('shows a trip picked at once, while the address follows; then what the address holds', async () => {
    const onChange = vi.fn()
    // the address not there yet: the value stays until the screen's navigation ends
    const { user, rerender } = renderWith(<TripPicker trips={TRIPS} value={5} onChange={onChange} />)
    await user.click(screen.getByRole('radio', { name: /^09:30/ }))
    expect(onChange).toHaveBeenLastCalledWith(6)
    expect(screen.getByRole('radio', { name: /^09:30/ })).toBeChecked()
    // the address moved elsewhere meanwhile (Back): that is what shows
    rerender(<TripPicker trips={TRIPS} value={7} onChange={onChange} />)
    expect(screen.getByRole('radio', { name: /^13:00/ })).toBeChecked()
  })

  it('is one radio group of the day’s trips: Tab lands on the chosen one, the arrow keys move and choose', async () => {
    const onChange = vi.fn()
    const { user } = renderWith(
      <>
        <button type="button">trước</button>
        <Trips onChange={onChange} />
      </>,
    )
    const group = screen.getByRole('group', { name: 'Chuyến trong ngày' })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      '06:00 · 12/34 chỗ · 51B-123.45',
      '09:30 · 0/16 chỗ · 51B-678.90',
      '13:00 · 3/29 chỗ · 49B-111.22Đã hủy',
    ])
    expect(within(group).getByRole('radio', { name: /^06:00 · 12\/34 chỗ/ })).toBeChecked()

    screen.getByRole('button', { name: 'trước' }).focus()
    await user.tab()
    expect(radios[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith(6)
    expect(radios[1]).toBeChecked()
    expect(radios[1]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith(7)
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith(6)
    await user.click(screen.getByRole('radio', { name: /^06:00/ }))
    expect(onChange).toHaveBeenLastCalledWith(5)
  })

  it('as a list filter offers every trip first; says when the day has none; named in English', async () => {
    await i18n.changeLanguage('en')
    const onChange = vi.fn()
    const { user, unmount } = renderWith(<Trips all="All trips" onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Trips of the day' })
    await user.click(within(group).getByRole('radio', { name: 'All trips' }))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    unmount()

    renderWith(<TripPicker trips={[]} value={undefined} onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Trips of the day' })).toHaveTextContent('No trips on this day')
  })
})
