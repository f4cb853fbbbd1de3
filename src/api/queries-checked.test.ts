/*
 * Every query of src/api/resources checks its answer against an entity shape (virtual:shapes/*): each query a
 * group declares (exported or not, the CRUD ones of defineResource included) is asked for its GET with sample
 * arguments, and that GET must carry a shape.
 */
import { beforeAll, expect, it, vi } from 'vitest'
import type { defineGroup as DefineGroup, Read } from './define-group'
import type { Shape } from './response-shape'

/** Each query declared through defineGroup, as `<root>/<name>`, with what it reads. */
const declared = vi.hoisted(() => [] as Array<{ query: string; read: (...args: unknown[]) => Read<unknown> }>)

vi.mock('./define-group', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./define-group')>()
  const defineGroup: typeof DefineGroup = (root) => {
    const group = actual.defineGroup(root)
    return {
      ...group,
      query: (name, read, extras) => {
        declared.push({ query: `${root}/${name}`, read: read as (...args: unknown[]) => Read<unknown> })
        return group.query(name, read, extras)
      },
    }
  }
  return { ...actual, defineGroup }
})

beforeAll(async () => {
  // loaded afresh, so each group is declared through the mock above (the test setup may have loaded some already)
  vi.resetModules()
  await Promise.all(Object.values(import.meta.glob('./resources/*.ts')).map((load) => load()))
})

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'undefined', 'any'])

/** A shape as src/api/response-shape.ts reads it (not `each(undefined)`, not a schema's name misspelt). */
function isShape(value: unknown): value is Shape {
  if (typeof value === 'string') return TYPES.has(value)
  if (Array.isArray(value)) {
    const [tag, ...rest] = value as unknown[]
    if (tag === 'enum') return rest.length > 0
    if (tag === 'array' || tag === 'record') return rest.length === 1 && isShape(rest[0])
    if (tag === 'tuple' || tag === 'or') return rest.every(isShape)
    return false
  }
  return typeof value === 'object' && value !== null && Object.values(value).every(isShape)
}

/** What every query is asked with: its ids, days and filters are only put into the path and the parameters. */
const SAMPLE_ARGS = [1, 1, 1, 1]

it('every query of src/api/resources reads its answer against a shape', () => {
  // the groups of the CRUD screens, the desks and the statistics: all of them are seen
  const seen = declared.map(({ query }) => query)
  // (the settings' and the signed-in user's too, which the test setup loads before this file's mock)
  expect(seen).toEqual(
    expect.arrayContaining([
      'brand/list',
      'trip/detail',
      'ticket/diagram',
      'stats/pay',
      'setting/general',
      'me/user',
    ]),
  )
  const unchecked = declared
    .filter(({ read }) => !isShape(read(...SAMPLE_ARGS).shape))
    .map(({ query }) => query)
  expect(unchecked, 'queries declared without a shape').toEqual([])
})
