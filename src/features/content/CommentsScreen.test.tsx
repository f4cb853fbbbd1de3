/* /comment (readers' comments, shown or hidden in bulk) through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CONTENT_API } from '../../api/contracts/content-paths'
import { renderApp } from '../../app/test-utils'
import {
  chooseOption,
  columnValues,
  db,
  grantCodes,
  recordRequests,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./CommentsPage')])

const LIST = `${CONTENT_API.comment}/list`
const SCHEDULE = 'Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui'
const PARCELS = 'Gửi hàng Sài Gòn – Đà Lạt: nhận trong ngày'

/** Signs in (the administrator unless said) and opens /comment (or `url`) with its rows on screen. */
async function openComments(url = '/comment', account: [string, string] = ['admin', 'admin123']) {
  const session = await signInDemo(...account)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách bình luận' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** The list's own filter `label` (not a control of the frame's header). */
const filter = (label: string) => within(screen.getByRole('main')).getByRole('combobox', { name: label })

/** The commenters, top to bottom (their phone and e-mail, on a line of their own under the name, left out). */
const commenters = (table: HTMLElement) =>
  columnValues(table, 'Người bình luận').map((text) => text.replace(/\d[\d.]*$/, ''))

describe('/comment', () => {
  it('lists the comments newest first with commenter, content, article and whether shown', async () => {
    const { table, wire } = await openComments()
    // the phone, when there is one, under the name
    expect(columnValues(table, 'Người bình luận')).toEqual([
      'Đỗ Thanh Hải',
      'Võ Minh Tuấn',
      'Trần Ngọc Hân0987.654.321',
      'Khách',
      'Phạm Văn Long',
      'Lê Thị Mai0912.345.678',
    ])
    expect(columnValues(table, 'Nội dung')).toEqual([
      'Nhân viên văn phòng Đà Lạt nói chuyện khó nghe.',
      'Hàng đến đúng giờ, cảm ơn nhà xe.',
      'Gửi xe máy được không ạ?',
      'Bán vé rẻ hơn nhà xe, gọi ngay số 0909 111 222',
      'Xe limousine đi êm, tài xế vui vẻ.',
      'Chuyến 22:00 có dừng ở Bảo Lộc không ạ?',
    ])
    expect(columnValues(table, 'Bài viết')).toEqual([PARCELS, PARCELS, PARCELS, SCHEDULE, SCHEDULE, SCHEDULE])
    expect(columnValues(table, 'Hiển thị')).toEqual([
      'Đang hiện',
      'Đang hiện',
      'Đang hiện',
      'Đã ẩn',
      'Đang hiện',
      'Đang hiện',
    ])
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])
  })

  it('hides the two comments selected at once: one call, a message, the rows say so', async () => {
    const { table, wire, user } = await openComments()
    const hai = db.comments.findBy((c) => c.user_name === 'Đỗ Thanh Hải')!
    const long = db.comments.findBy((c) => c.user_name === 'Phạm Văn Long')!
    expect(screen.queryByRole('button', { name: /^Ẩn \(/ })).toBeNull()

    await user.click(within(table).getByRole('checkbox', { name: /^Chọn Đỗ Thanh Hải:/ }))
    await user.click(within(table).getByRole('checkbox', { name: /^Chọn Phạm Văn Long:/ }))
    expect(screen.getByText('Đã chọn 2 dòng')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hiện (2)' })).toBeInTheDocument()
    const listCalls = wire.to(LIST).length
    await user.click(screen.getByRole('button', { name: 'Ẩn (2)' }))

    expect(await screen.findByText('Đã ẩn 2 bình luận')).toBeInTheDocument()
    expect(wire.to(CONTENT_API.commentBulkUpdate, 'POST')).toHaveLength(1)
    expect(await wire.to(CONTENT_API.commentBulkUpdate)[0].body).toEqual({
      ids: [hai.id, long.id],
      is_active: 0,
    })
    await waitFor(() =>
      expect(columnValues(table, 'Hiển thị')).toEqual([
        'Đã ẩn',
        'Đang hiện',
        'Đang hiện',
        'Đã ẩn',
        'Đã ẩn',
        'Đang hiện',
      ]),
    )
    // the selection is done with
    expect(screen.queryByText('Đã chọn 2 dòng')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ẩn (2)' })).toBeNull()
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toEqual([])
    expect([db.comments.find(hai.id)!.is_active, db.comments.find(long.id)!.is_active]).toEqual([0, 0])
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('filters by shown or hidden and by article, in the URL and the list call', async () => {
    const { table, wire, router, user } = await openComments()
    await chooseOption(user, filter('Hiển thị'), 'Đang hiện')
    await waitFor(() => expect(commenters(table)).toHaveLength(5))
    expect(commenters(table)).not.toContain('Khách')
    expect(router.state.location.search).toEqual({ is_active: 1 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '10', is_active: '1' })

    const schedule = db.articles.findBy((a) => a.name === SCHEDULE)!
    await chooseOption(user, filter('Bài viết'), SCHEDULE)
    await waitFor(() => expect(commenters(table)).toEqual(['Phạm Văn Long', 'Lê Thị Mai']))
    expect(router.state.location.search).toEqual({ is_active: 1, article_id: schedule.id })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      is_active: '1',
      article_id: String(schedule.id),
    })
  })

  it('opens filtered from an address: the hidden ones only', async () => {
    const { table, wire } = await openComments('/comment?is_active=0')
    expect(commenters(table)).toEqual(['Khách'])
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10', is_active: '0' }])
    expect(filter('Hiển thị').closest('.ant-select')).toHaveTextContent('Đã ẩn')
  })

  it('offers no selection and no bulk button to a clerk without comment.update', async () => {
    grantCodes('quan-ly', 'article.view')
    const { table, wire } = await openComments('/comment', ['quanly', 'quanly123'])
    expect(commenters(table)).toHaveLength(6)
    // no bulk action and no delete: the rows cannot be selected at all
    expect(within(table).queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByRole('button', { name: /^(Ẩn|Hiện) \(/ })).toBeNull()
    expect(wire.to(CONTENT_API.commentBulkUpdate)).toEqual([])
  })
})
