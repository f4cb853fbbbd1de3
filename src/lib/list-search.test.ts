import { describe, expect, it } from 'vitest'
import { listSearch, numberFilter, searchToQuery, tableState, tableStateToSearch } from './list-search'

const carSearch = listSearch({ brand_id: numberFilter(), status: numberFilter() })

describe('list search in the URL', () => {
  it('reads page, size, sort, text and filters as the router parses them', () => {
    expect(
      carSearch({
        page: 3,
        itemsPerPage: 50,
        sortBy: 'name',
        sortDesc: 'asc',
        q: 'kia',
        brand_id: 2,
      }),
    ).toEqual({ page: 3, itemsPerPage: 50, sortBy: 'name', sortDesc: 'asc', q: 'kia', brand_id: 2 })
  })

  it('drops malformed values instead of failing (a hand-typed or stale link)', () => {
    expect(
      carSearch({
        page: 'abc',
        itemsPerPage: 30,
        sortBy: '',
        sortDesc: 'up',
        brand_id: 'x',
        status: 1.5,
      }),
    ).toEqual({})
    expect(carSearch({ page: 0 })).toEqual({})
    // An empty filter is no filter (not status 0), and a numeric search stays a search.
    expect(carSearch({ status: '', brand_id: '' })).toEqual({})
    expect(carSearch({ q: 123 })).toEqual({ q: '123' })
  })

  it('turns a search into the table state and the list call, defaults applied', () => {
    expect(tableState({})).toEqual({ page: 1, itemsPerPage: 10, sortBy: undefined, sortDesc: true })
    expect(searchToQuery({ page: 2, sortBy: 'name', sortDesc: 'asc', q: 'kia', brand_id: 2 })).toEqual({
      page: 2,
      itemsPerPage: 10,
      sortBy: 'name',
      sortDesc: false,
      q: 'kia',
      brand_id: 2,
    })
    expect(searchToQuery({ sortDesc: 'asc' })).toEqual({
      page: 1,
      itemsPerPage: 10,
      sortBy: undefined,
      sortDesc: undefined,
    })
  })

  it('writes a table state back with the defaults left out of the address', () => {
    expect(tableStateToSearch({ page: 1, itemsPerPage: 10, sortDesc: true })).toEqual({
      page: undefined,
      itemsPerPage: undefined,
      sortBy: undefined,
      sortDesc: undefined,
    })
    expect(tableStateToSearch({ page: 4, itemsPerPage: 20, sortBy: 'seats', sortDesc: false })).toEqual({
      page: 4,
      itemsPerPage: 20,
      sortBy: 'seats',
      sortDesc: 'asc',
    })
  })
})
