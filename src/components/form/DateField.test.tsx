import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { z } from 'zod'
import { isoDate } from '../../api/schemas/fields'
import { DateField } from './DateField'
import { DateRangeField } from './DateRangeField'
import { hcmToday } from '../../lib/hcm-day'
import { renderForm } from './test-harness'

describe('DateField', () => {
  const schema = z.object({ birthday: isoDate().nullable() })
  type Values = z.infer<typeof schema>

  it("shows the value in the settings' format_date and submits 'YYYY-MM-DD'", async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { birthday: '2026-01-02' },
      onSave,
      children: <DateField name="birthday" label="Ngày sinh" />,
    })
    const input = screen.getByLabelText('Ngày sinh')
    expect(input).toHaveValue('02/01/2026')

    await user.click(input)
    await user.clear(input)
    await user.type(input, '15/03/2026{Enter}')
    expect(input).toHaveValue('15/03/2026')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ birthday: '2026-03-15' })
  })

  it('reads a day typed the short way, this year in Ho Chi Minh time', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { birthday: null },
      onSave,
      children: <DateField name="birthday" label="Ngày sinh" />,
    })
    const input = screen.getByLabelText('Ngày sinh')
    expect(input).toHaveValue('')
    await user.type(input, '1/10')
    await user.tab()
    expect(input).toHaveValue(`01/10/${hcmToday().slice(0, 4)}`)
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ birthday: `${hcmToday().slice(0, 4)}-10-01` })

    // ↑ and ↓ move a day at once; emptied is no day
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveValue(`02/10/${hcmToday().slice(0, 4)}`)
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ birthday: null })
  })

  it('does not step past its latest day with ↑: the day stays, and the form keeps a day', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { birthday: '2026-03-15' },
      onSave,
      children: <DateField name="birthday" label="Ngày sinh" max="2026-03-15" />,
    })
    const input = screen.getByLabelText('Ngày sinh')
    await user.click(input)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveValue('15/03/2026')
    expect(input).toBeValid()
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ birthday: '2026-03-15' })
  })

  it('keeps a text that is no day with its message, sends nothing; Escape puts the day back', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { birthday: '2026-01-02' },
      onSave,
      children: <DateField name="birthday" label="Ngày sinh" />,
    })
    const input = screen.getByLabelText('Ngày sinh')
    await user.clear(input)
    await user.type(input, '31/02/2026')
    await user.tab()
    expect(input).toHaveValue('31/02/2026')
    expect(input).toHaveAccessibleDescription(/^Không đọc được ngày: gõ theo dạng DD\/MM\/YYYY/)
    // the day shown before is not sent behind the clerk's back
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).not.toHaveBeenCalled()
    expect(input).toBeInvalid()

    await user.click(input)
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('02/01/2026')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ birthday: '2026-01-02' })
    expect(input).toBeValid()
  })

  it('refuses a day after max with a message naming the last day taken', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { birthday: null },
      onSave,
      children: <DateField name="birthday" label="Ngày sinh" max="2026-11-28" />,
    })
    const input = screen.getByLabelText('Ngày sinh')
    await user.type(input, '29112026{Enter}')
    expect(await screen.findByText('Ngày không được sau 28/11/2026')).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
    await user.clear(input)
    await user.type(input, '281126{Enter}')
    expect(onSave).toHaveBeenLastCalledWith({ birthday: '2026-11-28' })
  })

  it('shows the schema message beside the field', async () => {
    const required = z.object({ day: z.string({ error: () => 'Vui lòng chọn Ngày đi' }) })
    const { user } = renderForm({
      schema: required,
      defaultValues: { day: null as unknown as string },
      children: <DateField name="day" label="Ngày đi" required />,
    })
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(await screen.findByText('Vui lòng chọn Ngày đi')).toBeInTheDocument()
    expect(screen.getByLabelText('Ngày đi')).toHaveAccessibleDescription('Vui lòng chọn Ngày đi')
  })
})

describe('DateRangeField', () => {
  const schema = z
    .object({
      date_start: z.string({ error: () => 'Vui lòng chọn Từ ngày' }),
      date_end: z.string({ error: () => 'Vui lòng chọn Đến ngày' }),
    })
    .refine((r) => r.date_end >= r.date_start, {
      path: ['date_end'],
      error: 'Ngày kết thúc trước ngày bắt đầu',
    })
  type Values = z.infer<typeof schema>

  it('holds two YYYY-MM-DD values, both inputs named, and shows the errors of either', async () => {
    const onSave = vi.fn(async (_values: Values) => true)
    const { user } = renderForm({
      schema,
      defaultValues: { date_start: null as unknown as string, date_end: null as unknown as string },
      onSave,
      children: <DateRangeField startName="date_start" endName="date_end" label="Khoảng ngày" required />,
    })
    const start = screen.getByLabelText('Khoảng ngày')
    const end = screen.getByLabelText('Khoảng ngày (đến ngày)')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(await screen.findByText('Vui lòng chọn Từ ngày Vui lòng chọn Đến ngày')).toBeInTheDocument()
    expect(start).toHaveAccessibleDescription('Vui lòng chọn Từ ngày Vui lòng chọn Đến ngày')
    expect(onSave).not.toHaveBeenCalled()

    await user.click(start)
    await user.type(start, '01/04/2026{Enter}')
    // A click on the end input keeps the start typed so far (the picker drops it if its value prop changes).
    await user.type(end, '30/04/2026{Enter}')
    expect(start).toHaveValue('01/04/2026')
    expect(end).toHaveValue('30/04/2026')

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ date_start: '2026-04-01', date_end: '2026-04-30' })
    expect(screen.queryByText(/Vui lòng chọn/)).not.toBeInTheDocument()
  })

  it('shows an error that belongs to the end date', async () => {
    const { user } = renderForm({
      schema,
      defaultValues: { date_start: '2026-04-10', date_end: '2026-04-01' },
      children: <DateRangeField startName="date_start" endName="date_end" label="Khoảng ngày" />,
    })
    expect(screen.getByLabelText('Khoảng ngày')).toHaveValue('10/04/2026')
    expect(screen.getByLabelText('Khoảng ngày (đến ngày)')).toHaveValue('01/04/2026')
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(await screen.findByText('Ngày kết thúc trước ngày bắt đầu')).toBeInTheDocument()
  })
})
