import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import '../i18n'
import { ApiError } from '../api/http'
import { QueryState } from './QueryState'

afterEach(cleanup)

/** A query whose next answer the test gives: a list of names, or a failure. */
function setup() {
  const answers: Array<string[] | Error> = []
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let release = () => {}
  const fetchNames = () =>
    new Promise<string[]>((resolve, reject) => {
      release = () => {
        const next = answers.shift()!
        if (next instanceof Error) reject(next)
        else resolve(next)
      }
    })
  function Names() {
    const query = useQuery({ queryKey: ['names'], queryFn: fetchNames })
    return (
      <QueryState
        query={query}
        error="Không tải được danh sách"
        empty={{ when: (names) => names.length === 0, say: <p>Chưa có ai</p> }}
      >
        {(names) => (
          <ul aria-label="Tên">
            {names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </QueryState>
    )
  }
  render(
    <QueryClientProvider client={client}>
      <Names />
    </QueryClientProvider>,
  )
  /** answers the call under way */
  const answer = (next: string[] | Error) =>
    act(async () => {
      answers.push(next)
      release()
      await Promise.resolve()
    })
  return { client, answer }
}

describe('QueryState', () => {
  it('shows the skeleton, then the error with Retry, which loads the data', async () => {
    const user = userEvent.setup()
    const { answer } = setup()
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải')
    expect(screen.queryByRole('list', { name: 'Tên' })).toBeNull()

    await answer(new Error('network'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được danh sách')
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải')

    await answer(['An', 'Bình'])
    expect(await screen.findByRole('list', { name: 'Tên' })).toHaveTextContent('AnBình')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says so when the data is empty', async () => {
    const { answer } = setup()
    await answer([])
    expect(await screen.findByText('Chưa có ai')).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Tên' })).toBeNull()
  })

  it('says what is missing when the first load finds nothing or a 404, and other failures stay errors', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    function Parcel({ id, answer }: { id: number; answer: () => Promise<string | null> }) {
      const query = useQuery({ queryKey: ['parcel', id], queryFn: answer })
      return (
        <QueryState query={query} error="Không tải được hàng" missing={<p>Không tìm thấy hàng này</p>}>
          {(code) => <p>{code}</p>}
        </QueryState>
      )
    }
    const show = (id: number, answer: () => Promise<string | null>) =>
      render(
        <QueryClientProvider client={client}>
          <Parcel id={id} answer={answer} />
        </QueryClientProvider>,
      )

    show(1, () => Promise.resolve(null))
    expect(await screen.findByText('Không tìm thấy hàng này')).toBeVisible()
    cleanup()

    show(2, () => Promise.reject(new ApiError('Not found', { status: 404 })))
    expect(await screen.findByText('Không tìm thấy hàng này')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull()
    cleanup()

    show(3, () => Promise.reject(new ApiError('Server error', { status: 500 })))
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được hàng')
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible()
    expect(screen.queryByText('Không tìm thấy hàng này')).toBeNull()
  })

  it('keeps the data when a refresh fails, says it could not refresh, and Retry refreshes it', async () => {
    const user = userEvent.setup()
    const { client, answer } = setup()
    await answer(['An'])
    expect(await screen.findByRole('list', { name: 'Tên' })).toHaveTextContent('An')

    // the refresh starts and waits for its answer (an act left running would hold every later render in its queue)
    act(() => void client.refetchQueries({ queryKey: ['names'] }))
    await answer(new Error('network'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Không làm mới được dữ liệu')
    expect(screen.getByRole('list', { name: 'Tên' })).toHaveTextContent(/^An$/)

    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await answer(['An', 'Bình'])
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole('list', { name: 'Tên' })).toHaveTextContent('AnBình')
  })
})
