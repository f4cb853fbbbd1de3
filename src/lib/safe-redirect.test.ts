import { describe, expect, it } from 'vitest'
import { loginRedirectTarget, safeRedirect } from './safe-redirect'

const ORIGIN = 'http://localhost:3000'

const hostile = [
  'https://evil.example/phish',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/x',
  'http://localhost:3001/car', // another port is another origin
  'https://localhost:3000/car', // another scheme too
  'http://localhost:3000@evil.example/',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '%252F%252Fevil.example', // double-encoded
  '%25252F%25252Fevil.example', // triple-encoded
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
  ' /car',
  '\u0000/car',
  '/\t/evil.example',
  '\u00a0//evil.example',
  '/login',
  '/login/',
  '/login?redirect=%2Fcar',
  `${ORIGIN}/login`,
  'car', // relative: not an app path
  '%E0%A4%A', // malformed escape
  '',
  null,
  undefined,
]

describe('safeRedirect', () => {
  it.each(hostile)('refuses %j', (value) => {
    expect(safeRedirect(value as string | null | undefined, ORIGIN)).toBe('/')
  })

  it('keeps same-origin app paths with their query and hash', () => {
    expect(safeRedirect('/car?page=2', ORIGIN)).toBe('/car?page=2')
    expect(safeRedirect('/user/changepassword/?tab=1#top', ORIGIN)).toBe('/user/changepassword/?tab=1#top')
    expect(safeRedirect('/dashboard', ORIGIN)).toBe('/dashboard')
    expect(safeRedirect('/', ORIGIN)).toBe('/')
    expect(safeRedirect('/trip/42', ORIGIN)).toBe('/trip/42')
    expect(safeRedirect('/booking-waiting?q=S%C3%A0i%20G%C3%B2n', ORIGIN)).toBe(
      '/booking-waiting?q=S%C3%A0i%20G%C3%B2n',
    )
    expect(safeRedirect('/list-ticket-by-car?next=/trip', ORIGIN)).toBe('/list-ticket-by-car?next=/trip')
  })

  it('turns a same-origin absolute URL into its path', () => {
    expect(safeRedirect(`${ORIGIN}/car?page=2`, ORIGIN)).toBe('/car?page=2')
    expect(safeRedirect('HTTP://LOCALHOST:3000/car#x', ORIGIN)).toBe('/car#x')
  })

  it("uses the window's origin by default", () => {
    expect(window.location.origin).toBe(ORIGIN)
    expect(safeRedirect(`${ORIGIN}/brand`)).toBe('/brand')
    expect(safeRedirect('https://evil.example/')).toBe('/')
  })
})

describe('loginRedirectTarget', () => {
  it('is the full current address', () => {
    expect(loginRedirectTarget({ pathname: '/user/changepassword/', search: '?tab=1', hash: '#top' })).toBe(
      '/user/changepassword/?tab=1#top',
    )
    expect(loginRedirectTarget({ pathname: '/dashboard', search: '', hash: '' })).toBe('/dashboard')
    expect(loginRedirectTarget({ pathname: '/car', search: 'page=2' })).toBe('/car?page=2')
  })

  it('is absent on /login itself', () => {
    expect(loginRedirectTarget({ pathname: '/login', search: '?redirect=%2Fcar' })).toBeUndefined()
    expect(loginRedirectTarget({ pathname: '/login/' })).toBeUndefined()
  })

  it('round-trips through safeRedirect', () => {
    const target = loginRedirectTarget({ pathname: '/shipping', search: '?status=1&page=3', hash: '#row-9' })
    expect(safeRedirect(target, ORIGIN)).toBe('/shipping?status=1&page=3#row-9')
  })
})
