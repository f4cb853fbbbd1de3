import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { File as NodeFile } from 'node:buffer'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { z } from 'zod'
import { API } from '../../api/paths'
import { setNotifier } from '../../lib/notify'
import { ImageUploadField } from './ImageUploadField'
import { renderForm } from './test-harness'

/** What the upload endpoint received, as the demo backend would store it. */
const received: Array<{ name: string; type: string; size: number }> = []
const server = setupServer(
  mswHttp.post(`*${API.file.upload}`, async ({ request }) => {
    const file = (await request.formData()).get('file')
    if (!file || typeof file === 'string')
      return HttpResponse.json({ code: 400, message: 'No file' }, { status: 400 })
    received.push({ name: file.name, type: file.type, size: file.size })
    const name = `1-abc-${file.name}`
    return HttpResponse.json({ code: 200, message: 'OK', data: { name, url: `/uploads/${name}` } })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// jsdom's FormData and File do not reach Node's fetch intact: the upload uses Node's own, as a browser's are.
beforeEach(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
  vi.stubGlobal('FormData', NodeFormData)
})
afterEach(() => {
  vi.unstubAllGlobals()
  server.resetHandlers()
  received.length = 0
  setNotifier(null)
})
afterAll(() => server.close())

const schema = z.object({ avatar: z.string().nullable() })
type Values = z.infer<typeof schema>

const file = (name: string, type: string, bytes: number) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File
const png = (name = 'xe.png', bytes = 1024) => file(name, 'image/png', bytes)

function renderUpload(avatar: string | null = null, maxSizeMb?: number) {
  setNotifier(() => {})
  const onSave = vi.fn(async (_values: Values) => true)
  const utils = renderForm({
    schema,
    defaultValues: { avatar },
    onSave,
    children: <ImageUploadField name="avatar" label="Ảnh xe" maxSizeMb={maxSizeMb} />,
  })
  // The file input takes any file here, as a browser's "All files" choice would.
  const user = userEvent.setup({ delay: null, applyAccept: false })
  return { ...utils, user, onSave, input: screen.getByLabelText('Ảnh xe') as HTMLInputElement }
}

describe('ImageUploadField', () => {
  it('uploads the chosen image, previews the returned url and submits it', async () => {
    const { user, input, onSave } = renderUpload()
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp')
    const choose = screen.getByRole('button', { name: 'Chọn ảnh (Ảnh xe)' })
    expect(screen.queryByRole('img', { name: 'Ảnh xe' })).not.toBeInTheDocument()

    await user.upload(input, png())
    const preview = await screen.findByRole('img', { name: 'Ảnh xe' })
    expect(preview.getAttribute('src')).toMatch(/\/uploads\/1-abc-xe\.png$/)
    expect(received).toEqual([{ name: 'xe.png', type: 'image/png', size: 1024 }])
    expect(choose).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ avatar: '/uploads/1-abc-xe.png' })
  })

  it('the Choose button opens the file input (keyboard too)', async () => {
    const { user, input } = renderUpload()
    const click = vi.spyOn(input, 'click')
    screen.getByRole('button', { name: 'Chọn ảnh (Ảnh xe)' }).focus()
    await user.keyboard('{Enter}')
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('refuses a file that is not an image, without uploading', async () => {
    const { user, input } = renderUpload()
    await user.upload(input, file('bang-gia.csv', 'text/csv', 3))
    expect(await screen.findByText('Tệp đã chọn không phải là ảnh')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Chọn ảnh (Ảnh xe)' })).toHaveAccessibleDescription(
      'Tệp đã chọn không phải là ảnh',
    )
    expect(received).toEqual([])
  })

  it('refuses an image of a type the backend does not take (SVG), without uploading', async () => {
    const { user, input } = renderUpload()
    await user.upload(input, file('logo.svg', 'image/svg+xml', 3))
    expect(await screen.findByText('Tệp đã chọn không phải là ảnh')).toBeInTheDocument()
    expect(received).toEqual([])
  })

  it('takes up to 5 MB by default, as the backend does', async () => {
    const { user, input } = renderUpload()
    await user.upload(input, png('lon.png', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText('Dung lượng ảnh phải nhỏ hơn hoặc bằng 5 MB')).toBeInTheDocument()
    expect(received).toEqual([])

    await user.upload(input, png('vua.png', 5 * 1024 * 1024))
    expect(await screen.findByRole('img', { name: 'Ảnh xe' })).toBeInTheDocument()
    expect(received).toHaveLength(1)
  })

  it('refuses an image over the size limit, then accepts a smaller one', async () => {
    const { user, input } = renderUpload(null, 1)
    await user.upload(input, png('lon.png', 1024 * 1024 + 1))
    expect(await screen.findByText('Dung lượng ảnh phải nhỏ hơn hoặc bằng 1 MB')).toBeInTheDocument()
    expect(received).toEqual([])

    await user.upload(input, png('nho.png', 1024 * 1024))
    expect(await screen.findByRole('img', { name: 'Ảnh xe' })).toBeInTheDocument()
    expect(screen.queryByText(/Dung lượng ảnh/)).not.toBeInTheDocument()
    expect(received).toHaveLength(1)
  })

  it('shows the uploading state while the call runs', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mswHttp.post(`*${API.file.upload}`, async () => {
        await gate
        return HttpResponse.json({ code: 200, message: 'OK', data: { name: 'x.png', url: '/uploads/x.png' } })
      }),
    )
    const { user, input } = renderUpload()
    await user.upload(input, png())
    expect(await screen.findByRole('button', { name: 'Đang tải ảnh lên… (Ảnh xe)' })).toBeInTheDocument()
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chọn ảnh (Ảnh xe)' })).toBeInTheDocument())
    expect(screen.getByRole('img', { name: 'Ảnh xe' })).toHaveAttribute('src', '/uploads/x.png')
  })

  it('says so beside the field when the upload fails, keeping the image there was', async () => {
    server.use(
      mswHttp.post(`*${API.file.upload}`, () =>
        HttpResponse.json({ code: 500, message: 'Lỗi máy chủ', data: null }, { status: 500 }),
      ),
    )
    const { user, input } = renderUpload('/uploads/cu.png')
    await user.upload(input, png())
    expect(await screen.findByText('Tải ảnh lên không thành công')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Ảnh xe' })).toHaveAttribute('src', '/uploads/cu.png')
  })

  it('shows a saved image and removes it', async () => {
    const { user, onSave } = renderUpload('/uploads/cu.png')
    expect(screen.getByRole('img', { name: 'Ảnh xe' })).toHaveAttribute('src', '/uploads/cu.png')
    await user.click(screen.getByRole('button', { name: 'Xóa ảnh (Ảnh xe)' }))
    expect(screen.queryByRole('img', { name: 'Ảnh xe' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Xóa ảnh/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(onSave).toHaveBeenLastCalledWith({ avatar: null })
  })
})
