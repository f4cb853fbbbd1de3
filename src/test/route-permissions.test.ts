/** The menu, the route guard and the screen's group read one permission code. */
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from '../app/query-client'
import { MENU } from '../lib/menu'

const router = createRouter({
  routeTree,
  context: { queryClient: createQueryClient() },
  history: createMemoryHistory(),
})
const guarded = Object.values(router.routesById)
  .map((route) => ({ path: route.fullPath as string, code: route.options.staticData?.permission }))
  .filter((route): route is { path: string; code: NonNullable<typeof route.code> } => !!route.code)
const menuCode = new Map(MENU.flatMap((group) => group.links.map((link) => [link.path, link.code])))

describe('permission codes', () => {
  it('every guarded route has the code its menu entry shows', () => {
    expect(guarded.map((route) => route.path).sort()).toEqual([
      '/about',
      '/add-customer-to-car',
      '/article/',
      '/article/$id',
      '/article/add',
      '/booking-waiting',
      '/booking/split-merge',
      '/brand',
      '/canceled-tickets',
      '/car',
      '/car-contract-customer',
      '/car-contract/',
      '/car-contract/$id',
      '/car-contract/add',
      '/category',
      '/comment',
      '/import-customer',
      '/list-ticket-by-car',
      '/map',
      '/menu',
      '/module',
      '/product-type',
      '/report',
      '/role',
      '/role/$id/permissions',
      '/setting-appearance',
      '/setting-general',
      '/setting-template',
      '/shipping',
      '/shipping-waiting',
      '/split-merge-trip/$id',
      '/statistical-shipping',
      '/statistical-trip',
      '/statistics/money-driver-and-moto',
      '/statistics/ticket-history',
      '/top-customers',
      '/top-drivers',
      '/trip',
      '/trip-need-to-confirm',
      '/trip/$id',
      '/user/',
      '/user/$id',
      '/user/add',
      '/user/customer/',
      '/user/customer/$id',
      '/user/customer/add',
      '/user/driver/',
      '/user/driver/$id',
      '/user/driver/add',
      '/users',
      '/vehicle',
    ])
    // a row's own page needs the code of the menu entry it is reached from
    const entryOf: Record<string, string> = {
      '/trip/$id': '/trip',
      '/split-merge-trip/$id': '/booking/split-merge',
      '/user/driver/$id': '/user/driver',
      '/user/driver/add': '/user/driver',
      '/user/customer/$id': '/user/customer',
      '/role/$id/permissions': '/role',
      '/car-contract/$id': '/car-contract',
      '/article/$id': '/article',
    }
    // the accounts' administration and its pages are reached from the directory (/user, user.view) by the
    // holders of their write codes (README "Accounts")
    const writes: Record<string, string> = {
      '/users': 'user.update',
      '/user/$id': 'user.update',
      '/user/add': 'user.create',
      '/user/customer/add': 'customer.create',
      // reached from the customers' list by those who may create customers (SPEC §2 gives it no menu entry)
      '/import-customer': 'customer.create',
      '/car-contract/add': 'carContract.create',
      '/article/add': 'article.create',
    }
    for (const route of guarded)
      expect(
        writes[route.path] ?? menuCode.get(entryOf[route.path] ?? route.path.replace(/(.)\/$/, '$1')),
        route.path,
      ).toBe(route.code)
  })

  it('a menu link without a code is guarded by its menu group (DECISIONS #2)', () => {
    const byGroup = Object.values(router.routesById)
      .filter((route) => route.options.staticData?.permissionGroup)
      .map((route) => [route.fullPath as string, route.options.staticData!.permissionGroup])
    const codeLess = MENU.flatMap((group) =>
      group.links.filter((link) => !link.code).map((link) => [link.path, group.key]),
    )
    expect(byGroup.sort()).toEqual(codeLess.sort())
  })
})
