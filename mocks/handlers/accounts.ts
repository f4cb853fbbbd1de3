/**
 * The accounts' rules shared by the accounts (handlers/access.ts, /api/user) and the drivers (handlers/drivers.ts,
 * /api/driver): a driver is an account, so both answer the same way about rights, the last super administrator,
 * taken user names and e-mails, searches and status words.
 */
import { accountTypeOf, type AccountType } from '../../src/api/contracts/account.ts'
import viAccess from '../../src/i18n/locales/vi/access.ts'
import enAccess from '../../src/i18n/locales/en/access.ts'
import { foldVietnamese } from '../../src/lib/fold.ts'
import { mayManageAccount } from '../../src/lib/permissions.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import { db, SUPER_ROLE_ID } from '../db/index.ts'
import type { UserRecord } from '../db/types.ts'
import { ApiError, displayDate, publicUser, t, type Lang } from './util.ts'

export type PublicAccount = ReturnType<typeof publicUser>

/** Nobody manages an account with more rights than their own: the app's own rule (src/lib/permissions.ts). */
export function assertManageable(request: Request, me: UserRecord, target: UserRecord): void {
  if (!mayManageAccount(publicUser(me), publicUser(target)))
    throw new ApiError(403, t(request, 'strongerAccount'))
}

const isActiveSuper = (u: UserRecord) => u.status === 1 && u.role_ids.includes(SUPER_ROLE_ID)

/** Locking, demoting or deleting the accounts `ids` would leave no active super administrator. */
export function endsLastSuper(ids: readonly number[]): boolean {
  const supers = db.users.filter(isActiveSuper)
  return supers.length > 0 && supers.every((u) => ids.includes(u.id))
}

/**
 * Another account already has this user name. User names compare as the write schemas store them (NFKC: a
 * full-width "ａｄｍｉｎ" is "admin"), without case.
 */
export const usernameTaken = (username: string, exceptId?: number): boolean =>
  !!db.users.findBy((u) => u.id !== exceptId && u.username.toLowerCase() === username.toLowerCase())

/** Another account already has this e-mail (without case). */
export const emailTaken = (email: string, exceptId?: number): boolean =>
  !!db.users.findBy((u) => u.id !== exceptId && u.email?.toLowerCase() === email.toLowerCase())

/** Another account already has this phone number (compared by its digits, however either was typed). */
export const phoneTaken = (phone: string, exceptId?: number): boolean => {
  const digits = phoneDigits(phone)
  return !!db.users.findBy((u) => u.id !== exceptId && !!u.phone && phoneDigits(u.phone) === digits)
}

/** The accounts list's `type`: plain staff, coach drivers, motorbike drivers. */
export const OF_TYPE: Record<
  AccountType,
  (u: Pick<UserRecord, 'is_driver' | 'is_motorbike_driver'>) => boolean
> = {
  staff: (u) => accountTypeOf(u) === 'staff',
  driver: (u) => accountTypeOf(u) === 'driver',
  motor: (u) => accountTypeOf(u) === 'motor',
}

type TextField = 'fullname' | 'username' | 'email' | 'group_name'

/**
 * `q`: the text fields `fields` without case or accents (default: full name, user name, e-mail), and the phone by
 * its digits ("0938.456", "938 456").
 */
export function searchesAccount(
  typed: string,
  fields: readonly TextField[] = ['fullname', 'username', 'email'],
): (u: UserRecord) => boolean {
  const folded = foldVietnamese(typed)
  const digits = /^[\d\s.\-+()]+$/.test(typed) ? phoneDigits(typed).replace(/\D/g, '') : ''
  return (u) =>
    fields.some((f) => {
      const s = u[f]
      return !!s && foldVietnamese(s).includes(folded)
    }) ||
    (digits !== '' && !!u.phone && phoneDigits(u.phone).includes(digits))
}

/** The accounts screens' words (the `access` catalogue) in a language: the exports write them too. */
export const accessWords = (lang: Lang) => (lang === 'vi' ? viAccess : enAccess)

/** "Đang hoạt động" / "Đã khóa" as the accounts screens write an account's status. */
export const accountStatusWord = (lang: Lang, status: number | null | undefined): string =>
  accessWords(lang).users.status[status === 1 ? 'active' : 'locked']

const count = (
  request: Request,
  n: number,
  one: 'oneTrip' | 'onePickUp',
  many: 'tripCount' | 'pickUpCount',
) => (n === 1 ? t(request, one) : t(request, many, n))

/**
 * Why an account may not be deleted, or undefined: the trips it drives (any status: the roster and the statistics
 * name them), the pick-ups given to it. Such an account is locked instead (/users and /user/driver alike).
 */
export function refusalToDeleteAccount(request: Request, driver: UserRecord): string | undefined {
  const trips = db.trips
    .filter((trip) => trip.user_id === driver.id)
    .sort(
      (a, b) =>
        a.plan_date.localeCompare(b.plan_date) ||
        a.departure_time.localeCompare(b.departure_time) ||
        a.id - b.id,
    )
  if (trips.length) {
    const named = trips
      .slice(0, 3)
      .map((trip) => t(request, 'tripOnDay', trip.name, displayDate(trip.plan_date)))
    const list = [...named, ...(trips.length > 3 ? ['…'] : [])].join(', ')
    return t(
      request,
      'driverHasTrips',
      driver.fullname,
      count(request, trips.length, 'oneTrip', 'tripCount'),
      list,
    )
  }
  const picks = db.motorPicks.filter((pick) => pick.motorbike_driver_id === driver.id).length
  if (picks)
    return t(request, 'driverHasPickUps', driver.fullname, count(request, picks, 'onePickUp', 'pickUpCount'))
  return undefined
}
