/* /setting-template through the real app, against the demo backend (msw/node), with the real editor. */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../app/test-utils'
import { db, grantCodes, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'
import { SETTINGS_API } from '../../api/contracts/settings-paths'

withDemoBackend([() => import('./TemplatesPage'), () => import('../../components/rich-text/RichTextEditor')])

const SAVE = /Lưu$/

// jsdom lays nothing out: the editor asks where the selection is to scroll it into view
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= none
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

async function open(username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  renderApp('/setting-template')
  const editor = await screen.findByRole('textbox', { name: 'Nội dung mẫu' })
  const preview = within(screen.getByRole('article', { name: 'Hợp đồng thuê xe' }))
  return { wire, editor, preview, user: userEvent.setup({ delay: null }) }
}

/** A paste (or a drop) of `html` into the editor, as a browser delivers it. */
function paste(editor: HTMLElement, html: string, kind: 'paste' | 'drop' = 'paste') {
  const event = new Event(kind, { bubbles: true, cancelable: true })
  Object.defineProperty(event, kind === 'paste' ? 'clipboardData' : 'dataTransfer', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  })
  act(() => void editor.dispatchEvent(event))
  return event
}

describe('/setting-template', () => {
  it('shows the template in the editor and its preview filled with a sample contract; a placeholder inserted shows in both, and is saved', async () => {
    const { editor, preview, user, wire } = await open()
    expect(editor).toHaveTextContent('HỢP ĐỒNG THUÊ XE CÓ NGƯỜI LÁI')
    expect(editor).toHaveTextContent('{{customer_name}}')
    expect(preview.getByText('Công ty TNHH Vận tải Phương Nam')).toBeInTheDocument()
    expect(preview.getAllByText('Nguyễn Thị Lan')).toHaveLength(1)
    expect(preview.getByRole('cell', { name: 'Thuê xe 29 chỗ kèm tài xế (ngày)' })).toBeInTheDocument()
    expect(preview.queryByText(/\{\{/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Chèn Tên khách hàng ({{customer_name}})' }))
    await waitFor(() => expect(preview.getAllByText(/Nguyễn Thị Lan/)).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    const [save] = wire.to(SETTINGS_API.templateContract).filter((call) => call.method === 'POST')
    const sent = (await save.body) as { version: number; content: string }
    expect(sent.version).toBe(1)
    expect(sent.content.match(/\{\{customer_name\}\}/g)).toHaveLength(2)
    expect(db.templates.contract.version).toBe(2)
  })

  it('refuses a paste holding a script or an event handler, by name, and keeps the text as it was', async () => {
    const { editor, preview } = await open()
    const before = editor.innerHTML
    paste(editor, '<p>Điều 4</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">')
    expect(
      await screen.findByText(
        'Không dán được: nội dung có phần không được phép (<script>, onerror). Hãy dán dạng chữ thường (Ctrl+Shift+V).',
      ),
    ).toBeInTheDocument()
    expect(editor.innerHTML).toBe(before)
    expect(preview.queryByText('Điều 4')).toBeNull()
    // dropped, the same
    const drop = paste(editor, '<p>Điều 5</p><iframe src="javascript:alert(1)"></iframe>', 'drop')
    expect(drop.defaultPrevented).toBe(true)
    expect(
      await screen.findByText(/^Không dán được: nội dung có phần không được phép \(<iframe>/),
    ).toBeInTheDocument()
    expect(editor.innerHTML).toBe(before)
  })

  it('takes a word processor’s copy without its presentation, and says what was left out', async () => {
    const { editor } = await open()
    paste(
      editor,
      '<p class="MsoNormal" style="margin:0"><span style="font-size:12pt">Điều 4. Bảo hiểm</span></p>',
    )
    expect(
      await screen.findByText('Đã dán; đã bỏ định dạng trình soạn thảo không hỗ trợ: <span>, class, style.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(editor).toHaveTextContent('Điều 4. Bảo hiểm'))
    expect(editor.querySelector('[style*="font-size"], .MsoNormal, span')).toBeNull()
  })

  it('saves a link made in the editor: its address only, as the allow-list holds it', async () => {
    const { editor, user, wire } = await open()
    // focused, not clicked: jsdom lays nothing out, so the editor cannot tell where a click falls
    act(() => editor.focus())
    await user.keyboard('{Control>}a{/Control}')
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://phuongnam.vn/dieu-khoan')
    await user.click(screen.getByRole('button', { name: 'Liên kết' }))
    expect(prompt).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    const [save] = wire.to(SETTINGS_API.templateContract).filter((call) => call.method === 'POST')
    const { content } = (await save.body) as { content: string }
    expect(content).toContain('<a href="https://phuongnam.vn/dieu-khoan">')
  })

  it('shows a reader without setting.update the template and its preview, not editable', async () => {
    grantCodes('le-tan-sai-gon', 'setting.general')
    const { editor } = await open('letan.sg', 'letan123')
    await waitFor(() => expect(editor).toHaveAttribute('contenteditable', 'false'))
    expect(screen.queryByRole('group', { name: 'Định dạng' })).toBeNull()
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull()
    expect(screen.getByRole('note')).toHaveTextContent('Cần quyền “Lưu cài đặt” để thay đổi')
  })
})
