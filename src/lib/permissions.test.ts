import { describe, expect, it } from 'vitest'
import { mayGiveRole, mayManageAccount } from './permissions'

const role = (slug: string, codes: string[], status = 1) => ({
  slug,
  status,
  permissions: codes.map((code) => ({ action: { code } })),
})
const SUPER = role('supereme', [])
const WAREHOUSE = role('kho-hang', ['shipping.view', 'shipping.create'])
const DRIVER = role('tai-xe', ['trip.confirm'])
const MANAGER = role('truong-kho', ['user.view', 'user.update', 'shipping.view', 'shipping.create'])

describe('the account rules: nobody gives or manages more than they hold', () => {
  it('gives a role only when holding every permission of it; the super role only a super administrator gives', () => {
    const manager = { roles: [MANAGER] }
    expect(mayGiveRole(manager, WAREHOUSE)).toBe(true)
    expect(mayGiveRole(manager, DRIVER)).toBe(false)
    expect(mayGiveRole(manager, SUPER)).toBe(false)
    expect(mayGiveRole({ roles: [SUPER] }, SUPER)).toBe(true)
    expect(mayGiveRole({ roles: [SUPER] }, DRIVER)).toBe(true)
    // a locked role gives its holder nothing
    expect(mayGiveRole({ roles: [{ ...MANAGER, status: 0 }] }, WAREHOUSE)).toBe(false)
  })

  it('manages an account whose rights are all held; never a super administrator’s, unless one', () => {
    const manager = { roles: [MANAGER] }
    expect(mayManageAccount(manager, { roles: [WAREHOUSE] })).toBe(true)
    expect(mayManageAccount(manager, { roles: [WAREHOUSE, DRIVER] })).toBe(false)
    expect(mayManageAccount(manager, { roles: [SUPER] })).toBe(false)
    expect(mayManageAccount({ roles: [SUPER] }, { roles: [SUPER] })).toBe(true)
    // a locked super role makes nobody super: what is left is compared
    expect(mayManageAccount(manager, { roles: [{ ...SUPER, status: 0 }, WAREHOUSE] })).toBe(true)
  })
})
