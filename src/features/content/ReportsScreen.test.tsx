/* /report (customers' reports, answered by e-mail) through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CONTENT_API } from '../../api/contracts/content-paths'
import { renderApp } from '../../app/test-utils'
import {
  buttonNamed,
  chooseOption,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  grantCodes,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'
import { customerWithPhone, runtime } from '../../../mocks/db/index'

withDemoBackend([() => import('./ReportsPage'), () => import('./ReportDialog')])

const LIST = `${CONTENT_API.report}/list`
const LATE = 'Xe xuất bến trễ 40 phút'
const BAG = 'Quên túi xách trên xe'
const PRAISE = 'Khen tài xế'
/** a day and time as the settings show them */
const AT = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`

/** Signs in (the administrator unless said) and opens /report (or `url`) with its rows on screen. */
async function openReports(url = '/report', account: [string, string] = ['admin', 'admin123']) {
  const session = await signInDemo(...account)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách phản ánh' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** The reports' titles, top to bottom (each cell is the title, then what the customer wrote). */
const titles = (table: HTMLElement) => [...table.querySelectorAll('tbody strong')].map((b) => b.textContent)

/** The "Đã trả lời" cell of each row: the tag, then, once answered, who answered and when. */
const answers = (table: HTMLElement) => columnValues(table, 'Đã trả lời')

const report = (title: string) => db.reports.findBy((r) => r.title === title)!
const adminName = () => db.users.findBy((u) => u.username === 'admin')!.fullname

describe('/report', () => {
  it('lists the reports, answered ones with who answered and when; filters by answered', async () => {
    const { table, wire, router, user } = await openReports()
    // the newest first
    expect(titles(table)).toEqual([LATE, BAG, 'Góp ý về nhà chờ', PRAISE])
    const byTitle = Object.fromEntries(titles(table).map((title, i) => [title, answers(table)[i]]))
    expect(byTitle).toEqual({
      [LATE]: 'Chưa trả lời',
      [BAG]: expect.stringMatching(new RegExp(`^Đã trả lời${adminName()}, ${AT}$`)),
      'Góp ý về nhà chờ': 'Chưa trả lời',
      [PRAISE]: 'Chưa trả lời',
    })
    // what each row offers: an answer while not answered, a look once answered
    expect(buttonNamed(table, `Trả lời ${LATE}`)).toBeDefined()
    expect(buttonNamed(table, `Xem ${BAG}`)).toBeDefined()
    expect(buttonNamed(table, `Trả lời ${BAG}`)).toBeUndefined()
    expect(buttonNamed(table, `Xem ${LATE}`)).toBeUndefined()
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])

    await chooseOption(
      user,
      within(screen.getByRole('main')).getByRole('combobox', { name: 'Đã trả lời' }),
      'Đã trả lời',
    )
    await waitFor(() => expect(titles(table)).toEqual([BAG]))
    expect(router.state.location.search).toEqual({ responded: 1 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '10', responded: '1' })
  })

  it('links the name of a report sent from a customer’s phone to that customer', async () => {
    const { table } = await openReports()
    const late = report(LATE)
    const customer = customerWithPhone(late.phone!)!
    expect(customer).toBeDefined()
    const link = within(table).getByRole('link', { name: late.name })
    expect(link).toHaveAttribute('href', `/user/customer/${customer.id}`)
    expect(link).toHaveAccessibleDescription('Lịch sử khách hàng')
    // a phone no customer has, and no phone at all: the name only
    expect(customerWithPhone(report('Góp ý về nhà chờ').phone!)).toBeUndefined()
    expect(within(table).queryByRole('link', { name: report('Góp ý về nhà chờ').name })).toBeNull()
    expect(within(table).queryByRole('link', { name: report(PRAISE).name })).toBeNull()
  })

  it('answers a report by e-mail: the reply goes out, the row says who answered', async () => {
    const { table, wire, user } = await openReports()
    const late = report(LATE)
    await chooseRowAction(user, table, LATE, 'Trả lời')
    const dialog = await findDialog(`Trả lời phản ánh: ${LATE}`)
    expect(within(dialog).getByText(`Gửi tới ${late.email}`)).toBeInTheDocument()
    expect(within(dialog).getByText(late.content)).toBeInTheDocument()
    const subject = within(dialog).getByRole('textbox', { name: 'Tiêu đề trả lời' })
    expect(subject).toHaveValue(`Trả lời: ${LATE}`)
    const content = within(dialog).getByRole('textbox', { name: 'Nội dung trả lời' })
    await user.type(content, 'Nhà xe xin lỗi anh, chuyến hôm đó chờ xe trung chuyển.')

    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: /Gửi trả lời$/ }))
    await waitForClose(dialog)
    expect(await screen.findByText(`Đã gửi trả lời tới ${late.email}`)).toBeInTheDocument()
    expect(wire.to(CONTENT_API.reportReply, 'POST')).toHaveLength(1)
    expect(await wire.to(CONTENT_API.reportReply)[0].body).toEqual({
      id: late.id,
      version: late.version,
      reply_title: `Trả lời: ${LATE}`,
      reply_content: 'Nhà xe xin lỗi anh, chuyến hôm đó chờ xe trung chuyển.',
    })
    const row = titles(table).indexOf(LATE)
    await waitFor(() => expect(answers(table)[row]).toMatch(new RegExp(`^Đã trả lời${adminName()}, ${AT}$`)))
    expect(buttonNamed(table, `Xem ${LATE}`)).toBeDefined()
    expect(runtime.outbox).toEqual([
      expect.objectContaining({
        to: late.email,
        subject: `Trả lời: ${LATE}`,
        body: 'Nhà xe xin lỗi anh, chuyến hôm đó chờ xe trung chuyển.',
      }),
    ])
    expect(report(LATE)).toMatchObject({ responded: 1, responded_by: adminName() })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('sends nothing without the reply’s content, and says it is needed', async () => {
    const { table, wire, user } = await openReports()
    await chooseRowAction(user, table, LATE, 'Trả lời')
    const dialog = await findDialog(`Trả lời phản ánh: ${LATE}`)
    const content = within(dialog).getByRole('textbox', { name: 'Nội dung trả lời' })
    await user.click(within(dialog).getByRole('button', { name: /Gửi trả lời$/ }))
    await waitFor(() => expect(content).toHaveAccessibleDescription('Vui lòng nhập nội dung trả lời'))
    expect(content).toHaveAttribute('aria-invalid', 'true')
    expect(wire.to(CONTENT_API.reportReply)).toEqual([])
    expect(runtime.outbox).toEqual([])
    expect(report(LATE).responded).toBe(0)
    expect(dialog).toBeInTheDocument()
  })

  it('shows a report without e-mail with the note to call, and no send button', async () => {
    db.reports.insert({
      name: 'Lý Văn Sang',
      phone: '0909123456',
      email: null,
      title: 'Ghế số 5 bị hỏng',
      content: 'Tay vịn ghế số 5 bị gãy.',
      reply_title: null,
      reply_content: null,
      responded: 0,
      responded_by: null,
      responded_at: null,
      created_at: report(PRAISE).created_at,
      customer_id: null,
    })
    const { table, wire, user } = await openReports()
    await chooseRowAction(user, table, 'Ghế số 5 bị hỏng', 'Trả lời')
    let dialog = await findDialog('Ghế số 5 bị hỏng')
    expect(
      within(dialog).getByText('Khách không để lại email: hãy gọi cho khách theo số 0909.123.456.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Gửi trả lời$/ })).toBeNull()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    // the footer's "Đóng" (the corner's × is named so too)
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Đóng' })
        .find((b) => b.textContent === 'Đóng')!,
    )
    await waitForClose(dialog)

    // no e-mail and no phone either (the note then ends "theo số ." with no number: the screen has no words for it)
    await chooseRowAction(user, table, PRAISE, 'Trả lời')
    dialog = await findDialog(PRAISE)
    expect(within(dialog).getByText(/^Khách không để lại email/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Gửi trả lời$/ })).toBeNull()
    expect(wire.to(CONTENT_API.reportReply)).toEqual([])
  })

  it('shows an answered report with its reply, who sent it and when', async () => {
    const { table, user } = await openReports()
    const bag = report(BAG)
    await chooseRowAction(user, table, BAG, 'Xem')
    const dialog = await findDialog(BAG)
    expect(within(dialog).getByText(bag.content)).toBeInTheDocument()
    const answer = within(dialog).getByRole('alert')
    expect(answer).toHaveTextContent(new RegExp(`^Đã trả lời: ${adminName()}, ${AT}`))
    expect(within(answer).getByText(bag.reply_title!)).toBeInTheDocument()
    expect(within(answer).getByText(bag.reply_content!)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Gửi trả lời$/ })).toBeNull()
  })

  it('lets a clerk without report.reply look, not answer (nor open a customer without customer)', async () => {
    grantCodes('quan-ly', 'report.view')
    const { table } = await openReports('/report', ['quanly', 'quanly123'])
    expect(buttonNamed(table, `Trả lời ${LATE}`)).toBeUndefined()
    expect(within(table).queryAllByRole('link')).toEqual([])
    const user = userEvent.setup({ delay: null })
    await chooseRowAction(user, table, LATE, 'Xem')
    const dialog = await findDialog(LATE)
    expect(within(dialog).queryByRole('button', { name: /Gửi trả lời$/ })).toBeNull()
    expect(within(dialog).queryByRole('textbox')).toBeNull()
  })
})
