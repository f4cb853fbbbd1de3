// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_PRELOAD_SCRIPT, byPreference, routePath, routeRegExp } from './route-preload'

/** Every route file of src/routes, relative to it. */
const routeFiles = (readdirSync('src/routes', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.split('\\').join('/'))

describe('route preload', () => {
  it('finds the address of every route file as the router does (src/routeTree.gen.ts)', () => {
    const generated = readFileSync('src/routeTree.gen.ts', 'utf8')
    const fullPaths = [...generated.match(/fullPaths:([^]*?)\n {2}\w/)![1].matchAll(/'([^']+)'/g)].map(
      (match) => match[1].replace(/(.)\/$/, '$1'),
    )
    const derived = routeFiles
      .filter((file) => file !== '__root.tsx' && !/^_[^/]*\.tsx$/.test(file))
      .map((file) => routePath(file))
    expect(derived.sort()).toEqual([...new Set(fullPaths)].sort())
  })

  it('the pattern of an address matches it, with a parameter, and a trailing slash, and nothing else', () => {
    const trip = new RegExp(routeRegExp('/trip/$id'))
    expect(trip.test('/trip/12')).toBe(true)
    expect(trip.test('/trip/12/')).toBe(true)
    expect(trip.test('/trip')).toBe(false)
    expect(trip.test('/trip/12/seats')).toBe(false)
    const home = new RegExp(routeRegExp('/'))
    expect(home.test('/')).toBe(true)
    expect(home.test('/trip')).toBe(false)
    expect(new RegExp(routeRegExp('/user/info')).test('/user/info/')).toBe(true)
    expect(new RegExp(routeRegExp('/booking-waiting')).test('/booking-waitingX')).toBe(false)
  })

  it('preloads the files of the one route the router opens: a fixed address before a parameter', () => {
    const addresses = ['/user/$id', '/user/info', '/trip/$id', '/user']
    const routes = [...addresses].sort(byPreference).map((a, i) => [routeRegExp(a), 1, [i]])
    const files = [...addresses].sort(byPreference).map((a) => `${a}.js`)
    const preloaded = (pathname: string) => {
      const links: Array<{ href: string }> = []
      const document = {
        getElementById: () => ({ textContent: JSON.stringify({ base: '', files, routes }) }),
        createElement: () => ({}),
        head: { appendChild: (link: { href: string }) => links.push(link) },
      }
      const localStorage = { getItem: () => 'token' }
      new Function('document', 'location', 'localStorage', ROUTE_PRELOAD_SCRIPT)(
        document,
        { pathname },
        localStorage,
      )
      return links.map((link) => link.href)
    }
    expect(preloaded('/user/info')).toEqual(['/user/info.js'])
    expect(preloaded('/user/12')).toEqual(['/user/$id.js'])
    expect(preloaded('/user')).toEqual(['/user.js'])
  })
})
