/* /setting-template through the real app, against the demo backend (msw/node), with the real editor. */
import { beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { db, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'

withDemoBackend([() => import('./TemplatesPage'), () => import('../../components/rich-text/RichTextEditor')])

const SAVE = /Lưu$/

// jsdom lays nothing out: the editor asks where the selection is to scroll it into view
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= none
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

async function open() {
  await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  renderApp('/setting-template')
  const editor = await screen.findByRole('textbox', { name: 'Nội dung mẫu' })
  const preview = within(screen.getByRole('article', { name: 'Hợp đồng thuê xe' }))
  return { wire, editor, preview, user: userEvent.setup({ delay: null }) }
}

/** A paste of `html` into the editor, as a browser delivers it. */
function paste(editor: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  })
  act(() => void editor.dispatchEvent(event))
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
    const [save] = wire.to(API.setting.templateContract).filter((call) => call.method === 'POST')
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
        'Không dán: nội dung có phần không được phép (<script>, onerror). Hãy dán dạng chữ thường (Ctrl+Shift+V).',
      ),
    ).toBeInTheDocument()
    expect(editor.innerHTML).toBe(before)
    expect(preview.queryByText('Điều 4')).toBeNull()
  })

  it('takes a word processor’s copy without its presentation, and says what was left out', async () => {
    const { editor } = await open()
    paste(
      editor,
      '<p class="MsoNormal" style="margin:0"><span style="font-size:12pt">Điều 4. Bảo hiểm</span></p>',
    )
    expect(
      await screen.findByText(
        'Đã dán, bỏ phần trình bày trình soạn thảo không giữ được: <span>, class, style.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(editor).toHaveTextContent('Điều 4. Bảo hiểm'))
    expect(editor.querySelector('[style*="font-size"], .MsoNormal, span')).toBeNull()
  })
})
