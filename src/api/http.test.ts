import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { File as NodeFile } from 'node:buffer'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw'
import {
  ApiError,
  getList,
  getOne,
  post,
  resetHttpState,
  setSessionEndHandler,
  setSocketIdSource,
} from './http'
import { exportFile, remove, upload } from './http-signed-in'
import { API, CLIENT_HEADER, LOCALE_HEADER, SOCKET_ID_HEADER } from './paths'
import { REMEMBER_KEY, TOKEN_KEY, useSession } from '../stores/session'
import { setNotifier, type Toast } from '../lib/notify'
import i18n from '../i18n'

const server = setupServer()
const toasts: Toast[] = []
const ended: string[] = []

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ code: 200, message, data })
const bearer = (request: Request) => request.headers.get('Authorization')

function signIn(token: string, remember: boolean) {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(REMEMBER_KEY, String(remember))
  useSession.setState({ token })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  toasts.length = 0
  ended.length = 0
  localStorage.clear()
  resetHttpState()
  setNotifier((toast) => toasts.push(toast))
  setSessionEndHandler((reason) => ended.push(reason))
  window.history.replaceState(null, '', '/dashboard')
  void i18n.changeLanguage('vi')
})
afterEach(() => {
  server.resetHandlers()
  setNotifier(null)
  vi.useRealTimers()
})

describe('headers on the wire', () => {
  it('sends client marker, locale, JSON content type and the stored bearer token', async () => {
    signIn('tok-1', false)
    let seen: Headers | undefined
    server.use(
      mswHttp.get('*/api/thing/1', ({ request }) => {
        seen = request.headers
        return ok({ id: 1 })
      }),
    )
    await expect(getOne('/api/thing/1')).resolves.toEqual({ id: 1 })
    expect(seen?.get(CLIENT_HEADER.name)).toBe(CLIENT_HEADER.value)
    expect(seen?.get(LOCALE_HEADER)).toBe('vi')
    expect(seen?.get('Content-Type')).toBe('application/json')
    expect(seen?.get('Authorization')).toBe('Bearer tok-1')

    await i18n.changeLanguage('en')
    localStorage.setItem(TOKEN_KEY, 'tok-2') // e.g. refreshed by another tab: read fresh before the call
    await getOne('/api/thing/1')
    expect(seen?.get(LOCALE_HEADER)).toBe('en')
    expect(seen?.get('Authorization')).toBe('Bearer tok-2')
  })

  it("sends this browser's socket id, so the backend announces the change to the other clerks only", async () => {
    signIn('tok-1', false)
    let socketId: string | null = 'unset'
    server.use(
      mswHttp.post('*/api/thing/create', ({ request }) => {
        socketId = request.headers.get(SOCKET_ID_HEADER)
        return ok({ id: 1 })
      }),
    )
    await post('/api/thing/create', {})
    expect(socketId).toBeNull() // no live socket
    setSocketIdSource(() => 'socket-abc')
    await post('/api/thing/create', {})
    expect(socketId).toBe('socket-abc')
    setSocketIdSource(() => undefined)
  })

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset'
    server.use(
      mswHttp.get('*/api/thing/1', ({ request }) => {
        auth = bearer(request)
        return ok({ id: 1 })
      }),
    )
    await getOne('/api/thing/1')
    expect(auth).toBeNull()
  })
})

describe('the 401 flow', () => {
  it('a burst of 20 concurrent 401s (GET and POST) makes exactly one refresh and replays all 20', async () => {
    signIn('old', true)
    let refreshCalls = 0
    const refreshBearers: Array<string | null> = []
    const replayed: Array<{ method: string; body: unknown }> = []
    let releaseRefresh!: () => void
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve))
    let firstWave = 0
    let burstArrived!: () => void
    const allArrived = new Promise<void>((resolve) => (burstArrived = resolve))

    const guarded = async (request: StrictRequest<DefaultBodyType>, id: string) => {
      if (bearer(request) !== 'Bearer new') {
        if (++firstWave === 20) burstArrived()
        return HttpResponse.json({ code: 401, message: 'expired', data: null }, { status: 401 })
      }
      const body = request.method === 'POST' ? await request.json() : null
      replayed.push({ method: request.method, body })
      return ok({ id, body })
    }
    server.use(
      mswHttp.get('*' + API.auth.refresh, async ({ request }) => {
        refreshCalls++
        refreshBearers.push(bearer(request))
        await refreshGate
        return ok({ access_token: 'new' })
      }),
      mswHttp.get('*/api/item/:id', ({ request, params }) => guarded(request, String(params.id))),
      mswHttp.post('*/api/item/:id', ({ request, params }) => guarded(request, String(params.id))),
    )

    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? getOne(`/api/item/${i}`) : post(`/api/item/${i}`, { n: i, name: `Nguyễn Văn ${i}` }),
    )
    await allArrived
    releaseRefresh()
    const results = await Promise.all(calls)

    expect(refreshCalls).toBe(1)
    expect(refreshBearers).toEqual(['Bearer old'])
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new')
    expect(replayed).toHaveLength(20)
    results.forEach((result, i) => {
      expect(result).toEqual({ id: String(i), body: i % 2 === 0 ? null : { n: i, name: `Nguyễn Văn ${i}` } })
    })
    expect(replayed.filter((r) => r.method === 'POST')).toHaveLength(10)
    expect(ended).toEqual([])
    expect(toasts).toEqual([])
  })

  it('a 401 for a request sent with an old token after the refresh finished replays without refreshing', async () => {
    signIn('old', true)
    let refreshCalls = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return ok({ access_token: 'new' })
      }),
      mswHttp.get('*/api/slow', async ({ request }) => {
        if (bearer(request) === 'Bearer new') return ok('slow-done')
        // Sent with "old"; the refresh happens before this 401 comes back.
        localStorage.setItem(TOKEN_KEY, 'new')
        return new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(getOne('/api/slow')).resolves.toBe('slow-done')
    expect(refreshCalls).toBe(0)
  })

  it('a failed refresh clears the session and calls the handler exactly once', async () => {
    signIn('old', true)
    const clear = vi.spyOn(useSession.getState(), 'clear')
    useSession.setState({ clear })
    let refreshCalls = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return HttpResponse.json({ code: 500, message: 'no', data: null }, { status: 500 })
      }),
      mswHttp.get('*/api/item/:id', () => new HttpResponse(null, { status: 401 })),
      mswHttp.post('*/api/item/:id', () => new HttpResponse(null, { status: 401 })),
    )
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? post(`/api/item/${i}`, { i }) : getList(`/api/item/${i}`),
      ),
    )
    expect(refreshCalls).toBe(1)
    expect(clear).toHaveBeenCalledTimes(1)
    expect(ended).toEqual(['refresh-failed'])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    // every call, read or write, is refused as the session that ended
    expect(results).toEqual(
      Array(8).fill({
        status: 'rejected',
        reason: expect.objectContaining({ kind: 'unauthorized', status: 401 }),
      }),
    )
  })

  it('two tabs refreshing the same token: the one that loses uses the winner’s token, nobody is signed out', async () => {
    signIn('old', true)
    let refreshes = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshes++
        // the other tab refreshed first: the server has rotated 'old' already, and the new token is stored
        localStorage.setItem(TOKEN_KEY, 'from-other-tab')
        return new HttpResponse(null, { status: 401 })
      }),
      mswHttp.get('*/api/item/:id', ({ request }) =>
        bearer(request) === 'Bearer from-other-tab' ? ok({ id: 1 }) : new HttpResponse(null, { status: 401 }),
      ),
    )
    await expect(getOne('/api/item/1')).resolves.toEqual({ id: 1 })
    expect(refreshes).toBe(1)
    expect(ended).toEqual([])
    expect(localStorage.getItem(TOKEN_KEY)).toBe('from-other-tab')
  })

  it('a second sign-out in the same page life (another tab, after signing in again) still ends the session', async () => {
    server.use(mswHttp.get('*/api/item/:id', () => new HttpResponse(null, { status: 401 })))
    signIn('first', false)
    localStorage.removeItem(TOKEN_KEY) // signed out in another tab: requests go without a token
    await expect(getOne('/api/item/1')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(ended).toEqual(['expired'])
    signIn('second', false)
    localStorage.removeItem(TOKEN_KEY) // and again
    await expect(getOne('/api/item/2')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(ended).toEqual(['expired', 'expired'])
  })

  it('without the remember flag: token-expired toast, sign-out, no refresh call', async () => {
    signIn('old', false)
    let refreshCalls = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return ok({ access_token: 'new' })
      }),
      mswHttp.get('*/api/item/:id', () => new HttpResponse(null, { status: 401 })),
    )
    await Promise.allSettled([getOne('/api/item/1'), getOne('/api/item/2'), getOne('/api/item/3')])
    expect(refreshCalls).toBe(0)
    expect(toasts.map((t) => t.message)).toEqual(['Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.'])
    expect(ended).toEqual(['expired'])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull()
  })

  it('the login call and the /login page are exempt: a 401 there is an ordinary error', async () => {
    signIn('old', true)
    let refreshCalls = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return ok({ access_token: 'new' })
      }),
      mswHttp.post('*' + API.auth.login, () =>
        HttpResponse.json(
          { code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null },
          { status: 401 },
        ),
      ),
    )
    const error = await post(API.auth.login, { username: 'a', password: 'b' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Tên đăng nhập hoặc mật khẩu không đúng')
    expect(refreshCalls).toBe(0)
    expect(ended).toEqual([])
  })
  it('on the /login page a 401 from any call is an ordinary error, no refresh', async () => {
    signIn('old', true)
    window.history.replaceState(null, '', '/login?redirect=%2Fcar')
    let refreshCalls = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return ok({ access_token: 'new' })
      }),
      mswHttp.get('*' + API.setting.general, () =>
        HttpResponse.json({ code: 401, message: 'Chưa đăng nhập', data: null }, { status: 401 }),
      ),
    )
    await expect(getOne(API.setting.general)).rejects.toMatchObject({
      status: 401,
      message: 'Chưa đăng nhập',
    })
    expect(refreshCalls).toBe(0)
    expect(ended).toEqual([])
    expect(localStorage.getItem(TOKEN_KEY)).toBe('old')
  })

  it('a replay that is refused again ends the session instead of looping', async () => {
    signIn('old', true)
    let refreshCalls = 0
    let hits = 0
    server.use(
      mswHttp.get('*' + API.auth.refresh, () => {
        refreshCalls++
        return ok({ access_token: 'new' })
      }),
      mswHttp.get('*/api/never', () => {
        hits++
        return new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(getOne('/api/never')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(refreshCalls).toBe(1)
    expect(hits).toBe(2)
    expect(ended).toEqual(['refresh-failed'])
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})

describe('error catalogue', () => {
  it('403: persistent forbidden toast, told once; every call rejects as forbidden', async () => {
    server.use(mswHttp.get('*/api/secret*', () => new HttpResponse(null, { status: 403 })))
    const results = await Promise.allSettled([
      getOne('/api/secret'),
      getList('/api/secret/list'),
      getOne('/api/secret'),
    ])
    expect(results).toEqual(
      Array(3).fill({
        status: 'rejected',
        reason: expect.objectContaining({ kind: 'forbidden', status: 403 }),
      }),
    )
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Bạn không có quyền truy cập chức năng này!',
        persistent: true,
        key: 'forbidden',
      }),
    ])
  })

  it('network error: one persistent network toast however many calls fail; every call rejects as network', async () => {
    server.use(mswHttp.all('*/api/down*', () => HttpResponse.error()))
    const results = await Promise.allSettled([
      getOne('/api/down'),
      getList('/api/down/list'),
      post('/api/down', { a: 1 }),
      remove('/api/down', [1, 2]),
      exportFile('/api/down/export', {}, 'x.xlsx'),
    ])
    expect(results).toEqual(
      Array(5).fill({ status: 'rejected', reason: expect.objectContaining({ kind: 'network', status: 0 }) }),
    )
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Lỗi mạng. Vui lòng thử lại!',
        persistent: true,
        key: 'network',
      }),
    ])
  })

  it('timeout after 5 s: timeout message, rejects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(mswHttp.get('*/api/hang', () => new Promise<Response>(() => {})))
    const pending = getOne('/api/hang').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(4999)
    expect(toasts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('timeout')
    expect((error as ApiError).message).toBe('Hết thời gian chờ, đã quá 5 giây')
    expect(toasts.map((t) => t.message)).toEqual(['Hết thời gian chờ, đã quá 5 giây'])
  })

  it('an aborted call rejects as cancelled without a toast', async () => {
    server.use(mswHttp.get('*/api/hang', () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = getOne('/api/hang', undefined, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('cancelled')
    expect((error as ApiError).message).toBe('Đã hủy yêu cầu')
    expect(toasts).toEqual([])
  })

  it('other errors: the server message as a toast and an ApiError with the field errors', async () => {
    server.use(
      mswHttp.post('*/api/brand', () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dữ liệu không hợp lệ',
            data: null,
            errors: { name: ['Vui lòng nhập Tên'], color: ['Sai màu', 'Quá dài'] },
          },
          { status: 422 },
        ),
      ),
    )
    const error = (await post('/api/brand', { name: '' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.message).toBe('Dữ liệu không hợp lệ')
    expect(error.fieldErrors).toEqual({ name: ['Vui lòng nhập Tên'], color: ['Sai màu', 'Quá dài'] })
    expect(error.messages).toEqual(['Vui lòng nhập Tên', 'Sai màu', 'Quá dài'])
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'error', message: 'Dữ liệu không hợp lệ', duration: 3000 }),
    ])
  })

  it('a status the caller expects (quiet) rejects as ApiError without a toast; others still toast', async () => {
    server.use(
      mswHttp.get('*/api/lookup/:code', () =>
        HttpResponse.json({ code: 404, message: 'Không tìm thấy', data: null }, { status: 404 }),
      ),
    )
    await expect(getOne('/api/lookup/ZZ1', undefined, { quiet: [404] })).rejects.toMatchObject({
      status: 404,
      message: 'Không tìm thấy',
    })
    expect(toasts).toEqual([])
    await expect(getOne('/api/lookup/ZZ2', undefined, { quiet: [409] })).rejects.toMatchObject({
      status: 404,
    })
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: 'Không tìm thấy' })])
  })

  it('a 500 without a message uses the generic message', async () => {
    server.use(mswHttp.get('*/api/boom', () => new HttpResponse('oops', { status: 500 })))
    await expect(getOne('/api/boom')).rejects.toMatchObject({ status: 500, message: 'Đã xảy ra lỗi' })
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', message: 'Đã xảy ra lỗi' })])
  })
})

describe('envelope rules', () => {
  it('success only for code 200 with data; code 200 with null data is empty; another code rejects', async () => {
    server.use(
      mswHttp.get('*/api/a', () => ok({ x: 1 })),
      mswHttp.get('*/api/null', () => ok(null)),
      mswHttp.get('*/api/code', () =>
        HttpResponse.json({ code: 400, message: 'Chuyến đã đầy', data: { x: 1 } }),
      ),
    )
    await expect(getOne('/api/a')).resolves.toEqual({ x: 1 })
    await expect(getOne('/api/null')).resolves.toBeNull()
    await expect(getOne('/api/code')).rejects.toMatchObject({
      kind: 'envelope',
      status: 400,
      message: 'Chuyến đã đầy',
    })
  })

  it('list: sends paging, sorting and filters; non-numeric last_page/total fall back', async () => {
    let query: URLSearchParams | undefined
    server.use(
      mswHttp.get('*/api/brand/list', ({ request }) => {
        query = new URL(request.url).searchParams
        return ok({ last_page: 'abc', total: null, data: [{ id: 1 }, { id: 2 }] })
      }),
    )
    const page = await getList('/api/brand/list', {
      page: 2,
      sortBy: 'name',
      sortDesc: false,
      status: 1,
      q: '',
      x: undefined,
    })
    expect(page).toEqual({ last_page: 1, total: 2, data: [{ id: 1 }, { id: 2 }] })
    expect(Object.fromEntries(query!)).toEqual({
      page: '2',
      itemsPerPage: '10',
      sortBy: 'name',
      sortDesc: 'asc',
      status: '1',
    })
  })

  it('remove: DELETE with comma-joined ids; success toast with the server message', async () => {
    let url = ''
    server.use(
      mswHttp.delete('*/api/brand/:ids', ({ request }) => {
        url = new URL(request.url).pathname
        return ok(true, 'Đã xóa 3 thương hiệu')
      }),
    )
    await expect(remove('/api/brand', [1, 2, 3])).resolves.toBe(true)
    expect(url).toBe('/api/brand/1,2,3')
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Đã xóa 3 thương hiệu' })])
  })

  it('remove: a refused delete shows the server message and rejects', async () => {
    server.use(
      mswHttp.delete('*/api/brand/:ids', () =>
        HttpResponse.json({ code: 409, message: 'Thương hiệu đang được dùng', data: null }),
      ),
    )
    await expect(remove('/api/brand', [7])).rejects.toMatchObject({ message: 'Thương hiệu đang được dùng' })
    expect(toasts.map((t) => [t.type, t.message])).toEqual([['error', 'Thương hiệu đang được dùng']])
  })

  it('upload: multipart field "file", no JSON content type; returns name and url', async () => {
    let contentType: string | null = null
    let fileText: string | undefined
    let fileName: string | undefined
    server.use(
      mswHttp.post('*' + API.file.upload, async ({ request }) => {
        contentType = request.headers.get('content-type')
        const part = (await request.formData()).get('file')
        fileName = typeof part === 'object' && part ? part.name : undefined
        fileText = typeof part === 'object' && part ? await part.text() : undefined
        return ok({ name: 'a1b2.png', url: '/uploads/a1b2.png' })
      }),
    )
    // jsdom's FormData/File do not reach Node's fetch intact: use Node's own classes, as a browser would.
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
      .constructor as typeof FormData
    vi.stubGlobal('FormData', NodeFormData)
    const result = await upload(
      new NodeFile(['png-bytes'], 'logo.png', { type: 'image/png' }) as unknown as File,
    )
    vi.unstubAllGlobals()
    expect(result).toEqual({ name: 'a1b2.png', url: '/uploads/a1b2.png' })
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(fileText).toBe('png-bytes')
    expect(fileName).toBe('logo.png')
  })

  it('exportFile: GET with the query, the blob is downloaded under the given name', async () => {
    let query: URLSearchParams | undefined
    server.use(
      mswHttp.get('*/api/user/export-excel', ({ request }) => {
        query = new URL(request.url).searchParams
        return new HttpResponse(new TextEncoder().encode('xlsx-bytes'), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        })
      }),
    )
    const createObjectURL = vi.fn(() => 'blob:x')
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    let downloaded = ''
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download
    })
    await expect(
      exportFile('/api/user/export-excel', { q: 'an', empty: '', none: undefined }, 'users.xlsx'),
    ).resolves.toBe(true)
    expect(Object.fromEntries(query!)).toEqual({ q: 'an' })
    expect(click).toHaveBeenCalledTimes(1)
    expect(downloaded).toBe('users.xlsx')
    expect(createObjectURL).toHaveBeenCalledTimes(1)
  })
})
