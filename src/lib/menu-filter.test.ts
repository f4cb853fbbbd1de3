import { describe, expect, it } from 'vitest'
import { menuPaths, visibleMenu } from './menu-filter'
import { MENU } from './menu'
import { ALL_PERMISSION_CODES } from './permission-codes'

const visible = (codes: string[], slugs: string[]) => visibleMenu(MENU, new Set(codes), slugs)

describe('visibleMenu (SPEC §6, DECISIONS #2)', () => {
  it('supereme sees all 8 groups and every link, even without codes', () => {
    const menu = visible([], ['supereme'])
    expect(menu.map((g) => g.key)).toEqual([
      'booking',
      'shipping',
      'statistical',
      'map',
      'vehicle',
      'news',
      'setting',
      'user',
    ])
    expect(menuPaths(menu)).toEqual(menuPaths(MENU))
    expect(menuPaths(menu)).toHaveLength(35)
  })

  it('le-tan-sai-gon: booking (with the two code-less pick-up lists) and shipping', () => {
    const menu = visible(
      [
        'booking.create',
        'booking.import_customer',
        'booking.split-merge',
        'booking.list-ticket-by-car',
        'booking.canceled-tickets',
        'shippingWaiting.view',
        'shipping.view',
      ],
      ['le-tan-sai-gon'],
    )
    expect(menu.map((g) => g.key)).toEqual(['booking', 'shipping'])
    expect(menuPaths(menu)).toEqual([
      '/booking-waiting',
      '/add-customer-to-car',
      '/booking/split-merge',
      '/list-ticket-by-car',
      '/canceled-tickets',
      '/list-guests-require-pick-to-station',
      '/list-guests-require-pick-to-home',
      '/shipping-waiting',
      '/shipping',
      '/product-type',
    ])
  })

  it('kho-hang: shipping and the shipping statistics', () => {
    const menu = visible(['shippingWaiting.view', 'shipping.view', 'trip.statistical_shipping'], ['kho-hang'])
    expect(menu.map((g) => g.key)).toEqual(['shipping', 'statistical'])
    expect(menuPaths(menu)).toEqual([
      '/shipping-waiting',
      '/shipping',
      '/product-type',
      '/statistical-shipping',
    ])
  })

  it('quan-ly: statistics, maps and vehicles', () => {
    const menu = visible(
      [
        'trip.statistical',
        'booking.list_ticket_history',
        'trip.statistical_shipping',
        'trip.top_drivers',
        'ticket.top_customers',
        'statistics.StatisticMoneyDriverAndMoto',
        'map.view',
        'trip.view',
        'vehicle.view',
        'brand.view',
        'car.view',
      ],
      ['quan-ly'],
    )
    expect(menu.map((g) => g.key)).toEqual(['statistical', 'map', 'vehicle'])
    expect(menuPaths(menu)).toEqual([
      '/statistical-trip',
      '/statistics/ticket-history',
      '/statistical-shipping',
      '/top-drivers',
      '/top-customers',
      '/statistics/money-driver-and-moto',
      '/map',
      '/trip',
      '/vehicle',
      '/brand',
      '/car',
    ])
  })

  it('a role without codes sees nothing', () => {
    expect(visible([], ['x'])).toEqual([])
  })

  it('tai-xe (trip.confirm, DECISIONS #18) sees only the trips to confirm', () => {
    const menu = visible(['trip.confirm'], ['tai-xe'])
    expect(menu.map((g) => g.key)).toEqual(['map'])
    expect(menuPaths(menu)).toEqual(['/trip-need-to-confirm'])
  })

  it('code-less pick-up links need a code of their own group, not any code', () => {
    expect(menuPaths(visible(['shipping.view'], ['x']))).toEqual(['/shipping', '/product-type'])
    expect(menuPaths(visible(['booking.canceled-tickets'], ['x']))).toEqual([
      '/canceled-tickets',
      '/list-guests-require-pick-to-station',
      '/list-guests-require-pick-to-home',
    ])
  })

  it('one code can open two links (article.view → articles and comments); unknown codes show nothing', () => {
    expect(menuPaths(visible(['article.view', 'no.such.code'], ['x']))).toEqual(['/article', '/comment'])
  })

  it('a user holding every code sees the whole menu without being supereme', () => {
    expect(menuPaths(visible([...ALL_PERMISSION_CODES], ['admin-like']))).toEqual(menuPaths(MENU))
  })
})
