import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd'
import { FormProvider } from 'react-hook-form'
import { z } from 'zod'
import { ApiError } from '../../api/http'
import { requiredText, text } from '../../api/schemas/fields'
import { FormDialog } from './FormDialog'
import { TextField } from './TextField'
import { useSchemaForm } from './use-schema-form'
import { testQueryClient } from './test-harness'

// messages from the fleet namespace's labels ("tên"), as in a resource dialog
const schema = z.object({ name: requiredText(255), note: text(1000) })
type Values = z.infer<typeof schema>

/** A list screen's dialog as the screens write it: the dialog mounted while open, the form inside. */
function BrandScreen({ onSave }: { onSave: (values: Values) => Promise<boolean> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Thêm hãng
      </button>
      {open && <BrandDialog onSave={onSave} onClose={() => setOpen(false)} />}
    </>
  )
}

function BrandDialog({
  onSave,
  onClose,
}: {
  onSave: (values: Values) => Promise<boolean>
  onClose: () => void
}) {
  const { shell } = useSchemaForm({
    schema,
    ns: 'fleet',
    defaultValues: { name: '', note: '' },
    onSave: async (values) => {
      const saved = await onSave(values)
      if (saved) onClose()
      return saved
    },
  })
  return (
    <FormDialog {...shell} open title="Thêm hãng xe" onCancel={onClose}>
      <TextField name="name" label="Tên hãng" autoFocus />
      <TextField name="note" label="Ghi chú" />
    </FormDialog>
  )
}

/** `motion`: false as when the user's system asks for reduced motion (antd's motions off, AntdTheme). */
async function openDialog(onSave: (values: Values) => Promise<boolean>, motion = true) {
  const user = userEvent.setup({ delay: null })
  render(
    <ConfigProvider theme={{ token: { motion } }}>
      <QueryClientProvider client={testQueryClient()}>
        <BrandScreen onSave={onSave} />
      </QueryClientProvider>
    </ConfigProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Thêm hãng' }))
  const dialog = await screen.findByRole('dialog', { name: 'Thêm hãng xe' })
  return { user, dialog }
}

describe('FormDialog', () => {
  it('keeps what was typed when the save is refused, with the server message beside the field', async () => {
    const onSave = vi.fn(async (_values: Values): Promise<boolean> => {
      throw new ApiError('Dữ liệu không hợp lệ', {
        status: 422,
        fieldErrors: { name: ['Tên hãng đã tồn tại'] },
      })
    })
    const { user, dialog } = await openDialog(onSave)
    const name = within(dialog).getByLabelText('Tên hãng')
    await user.type(name, 'Phương Trang')
    await user.type(within(dialog).getByLabelText('Ghi chú'), 'Xe giường nằm{Enter}') // Enter submits

    expect(await within(dialog).findByText('Tên hãng đã tồn tại')).toBeInTheDocument()
    expect(onSave).toHaveBeenCalledWith({ name: 'Phương Trang', note: 'Xe giường nằm' })
    expect(name).toHaveAccessibleDescription('Tên hãng đã tồn tại')
    expect(name).toHaveValue('Phương Trang')
    expect(within(dialog).getByLabelText('Ghi chú')).toHaveValue('Xe giường nằm')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Thêm hãng xe' })).toBe(dialog)
  })

  it('shows a refusal that belongs to no field as an alert at the top, values kept', async () => {
    const onSave = vi.fn(async (_values: Values): Promise<boolean> => {
      throw new ApiError('Máy chủ đang bận, vui lòng thử lại', { status: 500 })
    })
    const { user, dialog } = await openDialog(onSave)
    await user.type(within(dialog).getByLabelText('Tên hãng'), 'Kumho')
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Máy chủ đang bận, vui lòng thử lại')
    expect(within(dialog).getByLabelText('Tên hãng')).toHaveValue('Kumho')
    expect(screen.getByRole('dialog', { name: 'Thêm hãng xe' })).toBeInTheDocument()
  })

  it('adds nothing to a failure the HTTP core told in full (no network, no access): values kept', async () => {
    for (const kind of ['network', 'forbidden'] as const) {
      const onSave = vi.fn(async (_values: Values): Promise<boolean> => {
        throw new ApiError('Lỗi mạng. Vui lòng thử lại!', { kind })
      })
      const { user, dialog } = await openDialog(onSave)
      await user.type(within(dialog).getByLabelText('Tên hãng'), 'Kumho')
      await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))
      await waitFor(() => expect(onSave).toHaveBeenCalled())
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Lưu' })).not.toHaveAttribute('aria-busy', 'true'),
      )
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(dialog).getByLabelText('Tên hãng')).toHaveValue('Kumho')
      cleanup()
    }
  })

  it("focuses the first field the server refused, in the form's order", async () => {
    const onSave = vi.fn(async (_values: Values): Promise<boolean> => {
      throw new ApiError('Dữ liệu không hợp lệ', {
        status: 422,
        fieldErrors: { note: ['Ghi chú quá dài cho máy in'], name: ['Tên hãng đã tồn tại'] },
      })
    })
    const { user, dialog } = await openDialog(onSave)
    await user.type(within(dialog).getByLabelText('Tên hãng'), 'Kumho')
    await user.type(within(dialog).getByLabelText('Ghi chú'), 'Xe giường nằm{Enter}')
    const name = within(dialog).getByLabelText('Tên hãng')
    await waitFor(() => expect(name).toHaveAccessibleDescription('Tên hãng đã tồn tại'))
    expect(within(dialog).getByLabelText('Ghi chú')).toHaveAccessibleDescription('Ghi chú quá dài cho máy in')
    await waitFor(() => expect(name).toHaveFocus())
  })

  it('validates before saving, shows the spinner while saving, and is closed by the screen once saved', async () => {
    let finish: (saved: boolean) => void = () => {}
    const onSave = vi.fn((_values: Values) => new Promise<boolean>((resolve) => (finish = resolve)))
    const { user, dialog } = await openDialog(onSave)
    const save = within(dialog).getByRole('button', { name: 'Lưu' })
    expect(save).toHaveAttribute('type', 'submit')

    await user.click(save)
    expect(await within(dialog).findByText('Vui lòng nhập tên')).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText('Tên hãng'), 'Thành Bưởi')
    await user.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))

    finish(false) // resolved empty (no access, offline): nothing changes
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy', 'true'))
    // antd ends the button's own loading state an effect later, and ignores a click until then
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'))
    expect(within(dialog).getByLabelText('Tên hãng')).toHaveValue('Thành Bưởi')

    await user.click(save)
    // the form checks its values first: the save is asked for only once they pass
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2))
    finish(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes only through onCancel (Cancel, Escape), not by a click on the mask; reopens clean', async () => {
    const { user, dialog } = await openDialog(vi.fn(async () => true))
    await user.type(within(dialog).getByLabelText('Tên hãng'), 'Nháp')

    const mask = document.querySelector('.ant-modal-wrap')!
    await user.click(mask)
    expect(screen.getByRole('dialog', { name: 'Thêm hãng xe' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Thêm hãng' }))
    const again = await screen.findByRole('dialog', { name: 'Thêm hãng xe' })
    expect(within(again).getByLabelText('Tên hãng')).toHaveValue('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each([true, false])(
    'opens on its first field and gives the focus back to its opener when it closes (motion: %s)',
    async (motion) => {
      const { user, dialog } = await openDialog(
        vi.fn(async () => true),
        motion,
      )
      await waitFor(() => expect(within(dialog).getByLabelText('Tên hãng')).toHaveFocus())
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.getByRole('button', { name: 'Thêm hãng' })).toHaveFocus()
    },
  )
})

describe('FormDialog inside a FormProvider', () => {
  it('resets the form when hidden, so a reopened dialog starts clean', async () => {
    function Screen() {
      const [open, setOpen] = useState(true)
      const { form, onSubmit } = useSchemaForm({
        schema,
        defaultValues: { name: '', note: '' },
        onSave: async () => true,
      })
      return (
        <FormProvider {...form}>
          <button type="button" onClick={() => setOpen(true)}>
            Mở
          </button>
          <FormDialog open={open} title="Sửa hãng xe" onCancel={() => setOpen(false)} onSubmit={onSubmit}>
            <TextField name="name" label="Tên hãng" />
          </FormDialog>
        </FormProvider>
      )
    }
    const user = userEvent.setup({ delay: null })
    render(
      // No motion: jsdom never ends antd's closing animation, after which the dialog counts as hidden.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={testQueryClient()}>
          <Screen />
        </QueryClientProvider>
      </ConfigProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sửa hãng xe' })
    await user.type(within(dialog).getByLabelText('Tên hãng'), 'Nháp')
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Mở' }))
    const again = await screen.findByRole('dialog', { name: 'Sửa hãng xe' })
    expect(within(again).getByLabelText('Tên hãng')).toHaveValue('')
  })
})
