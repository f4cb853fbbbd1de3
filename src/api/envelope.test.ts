import { describe, expect, it } from 'vitest'
import { isSuccess, normalizeListPage, pagingToQuery, parsePaging, toSearchParams, unwrap } from './envelope'

describe('envelope', () => {
  it('success only for code 200 with non-null data', () => {
    expect(unwrap({ code: 200, message: '', data: { a: 1 } })).toEqual({ a: 1 })
    expect(unwrap({ code: 200, message: '', data: 0 })).toBe(0)
    expect(unwrap({ code: 200, message: '', data: null })).toBeNull()
    expect(unwrap({ code: 201, message: '', data: { a: 1 } })).toBeNull()
    expect(isSuccess(null)).toBe(false)
  })

  it('list pages: numbers kept, non-numeric last_page/total fall back', () => {
    expect(normalizeListPage({ last_page: 3, total: 25, data: [1, 2] })).toEqual({
      last_page: 3,
      total: 25,
      data: [1, 2],
    })
    expect(normalizeListPage({ last_page: '4', total: '31', data: [] })).toEqual({
      last_page: 4,
      total: 31,
      data: [],
    })
    expect(normalizeListPage({ last_page: 'x', total: 'y', data: [1] })).toEqual({
      last_page: 1,
      total: 1,
      data: [1],
    })
    expect(normalizeListPage({ last_page: null, data: null })).toEqual({ last_page: 1, total: 0, data: [] })
    expect(normalizeListPage(null)).toEqual({ last_page: 1, total: 0, data: [] })
    expect(normalizeListPage('nope')).toEqual({ last_page: 1, total: 0, data: [] })
  })

  it('query: paging defaults, sort direction, filters without empties', () => {
    expect(toSearchParams()).toEqual({ page: '1', itemsPerPage: '10' })
    expect(toSearchParams({ page: 3, itemsPerPage: 50, sortBy: 'name', sortDesc: true })).toEqual({
      page: '3',
      itemsPerPage: '50',
      sortBy: 'name',
      sortDesc: 'desc',
    })
    expect(
      toSearchParams({ sortBy: 'id', sortDesc: false, status: 0, active: false, q: '', x: undefined }),
    ).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortBy: 'id',
      sortDesc: 'asc',
      status: '0',
      active: 'false',
    })
    expect(toSearchParams({ page: Number.NaN, itemsPerPage: -5 })).toEqual({ page: '1', itemsPerPage: '10' })
  })

  it('paging from the URL: non-numeric values fall back to SPEC §5 defaults', () => {
    expect(parsePaging('page=abc&itemsPerPage=&totalPage=x&count=y')).toEqual({
      currentPage: 1,
      itemsPerPage: 10,
      totalPage: 1,
      count: 1,
      sortBy: undefined,
      sortDesc: true,
      customData: {},
    })
    const paging = parsePaging(
      new URLSearchParams('page=2&itemsPerPage=20&sortBy=name&sortDesc=asc&status=1&q=S%C3%A0i'),
    )
    expect(paging).toEqual({
      currentPage: 2,
      itemsPerPage: 20,
      totalPage: 1,
      count: 1,
      sortBy: 'name',
      sortDesc: false,
      customData: { status: '1', q: 'Sài' },
    })
    expect(toSearchParams(pagingToQuery(paging))).toEqual({
      page: '2',
      itemsPerPage: '20',
      sortBy: 'name',
      sortDesc: 'asc',
      status: '1',
      q: 'Sài',
    })
    expect(parsePaging({ page: 4, sortDesc: 'desc' })).toMatchObject({ currentPage: 4, sortDesc: true })
    expect(parsePaging(undefined)).toMatchObject({ currentPage: 1, itemsPerPage: 10 })
  })
})
