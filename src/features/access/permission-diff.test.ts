import { describe, expect, it } from 'vitest'
import { columnOf, permissionDiff, toggleAll } from './permission-diff'

describe('permissionDiff', () => {
  it('lists the codes added and removed once each, in the modules’ order', () => {
    const order = ['map.view', 'map.create', 'trip.view', 'trip.create', 'trip.delete']
    expect(
      permissionDiff(
        ['trip.delete', 'map.view', 'trip.view'],
        ['trip.create', 'map.view', 'map.create', 'map.create'],
        order,
      ),
    ).toEqual({ added: ['map.create', 'trip.create'], removed: ['trip.view', 'trip.delete'] })
  })

  it('finds nothing when the same codes come in another order', () => {
    expect(permissionDiff(['a.view', 'b.view'], ['b.view', 'a.view'])).toEqual({ added: [], removed: [] })
  })

  it('keeps codes the order does not know after the known ones', () => {
    expect(permissionDiff([], ['x.other', 'map.view'], ['map.view']).added).toEqual(['map.view', 'x.other'])
  })
})

describe('the matrix columns and toggles', () => {
  it('puts an action in its column by the last part of its code', () => {
    expect(
      ['brand.view', 'car.create', 'trip.update', 'map.delete', 'shipping.load', 'driver'].map(columnOf),
    ).toEqual(['view', 'create', 'update', 'delete', 'other', 'other'])
  })

  it('sets every changeable code of a row unless all are set, and never touches the others', () => {
    const may = (code: string) => code !== 'c'
    const once = toggleAll(new Set(['a']), ['a', 'b', 'c'], may)
    expect([...once].sort()).toEqual(['a', 'b'])
    const twice = toggleAll(new Set([...once, 'c']), ['a', 'b', 'c'], may)
    expect([...twice]).toEqual(['c'])
  })
})
