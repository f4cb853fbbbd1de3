// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routePath, routeRegExp } from './route-preload'

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
})
