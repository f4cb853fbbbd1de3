/**
 * Drivers (/user/driver, `/api/driver/*`): accounts that are coach or minibus drivers (`is_driver`, type 0) or
 * motorbike drivers (`is_motorbike_driver`, type 1), read and written with the one code `driver`
 * (driverContract). Any other account is not found here. GET /api/driver/all-active (the roster's choices)
 * lives with the trips (handlers/trips.ts).
 *
 * A driver is an account, so the accounts' rules hold here too (handlers/accounts.ts): user names, e-mails and
 * phone numbers are used once among all accounts, nobody locks or deletes their own account, the last active
 * super administrator stays, nobody changes an account with more rights than theirs. Passwords are not set
 * here after the account is made: the accounts' reset does that.
 */
import { http } from 'msw'
import type { z } from 'zod'
import { accountTypeOf, DRIVER_KIND, driverKindOf, type DriverKind } from '../../src/api/contracts/account.ts'
import { driverContract } from '../../src/api/contracts/groups.ts'
import { formatPhone } from '../../src/lib/format.ts'
import { mayGiveRole } from '../../src/lib/permissions.ts'
import { driverCreateSchema, driverEditSchema, type Account } from '../../src/api/schemas/people.ts'
import viAccess from '../../src/i18n/locales/vi/access.ts'
import enAccess from '../../src/i18n/locales/en/access.ts'
import { db, DRIVER_ROLE_SLUG, endSignInsOf } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import type { UserRecord } from '../db/types.ts'
import { emitChanged } from '../realtime.ts'
import {
  accessWords,
  accountStatusWord,
  assertManageable,
  emailTaken,
  endsLastSuper,
  phoneTaken,
  refusalToDeleteAccount,
  searchesAccount,
  usernameTaken,
} from './accounts.ts'
import { excelExport, type ExcelExport } from './crud.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  ok,
  paginate,
  param,
  parseIds,
  parseListQuery,
  publicRole,
  publicUser,
  queryRows,
  readJson,
  requirePermission,
  safe,
  t,
  type ListQuery,
} from './util.ts'
import { parseWrite } from './validate.ts'

const D = driverContract.path
/** SPEC §6: one code reads and writes the drivers (the super administrator holds it with every other). */
const CODE = driverContract.permission

const isDriver = (u: UserRecord | undefined): u is UserRecord =>
  !!u && (!!u.is_driver || !!u.is_motorbike_driver)

/** A driver as the API shows it (accountSchema): every driver field present, null when not given. */
function publicDriver(u: UserRecord): Account {
  return {
    ...publicUser(u),
    type: driverKindOf(u),
    age: u.age ?? null,
    certificates: u.certificates ?? null,
    years_experience: u.years_experience ?? null,
    group_name: u.group_name ?? null,
    license_class: u.license_class ?? null,
    license_expiry: u.license_expiry ?? null,
    created_at: u.created_at,
    version: u.version ?? 1,
  }
}

/** The driver account `id`, else 404 (a staff account is not a driver). */
function findDriver(request: Request, id: number): UserRecord {
  const u = db.users.find(id)
  if (!isDriver(u)) throw new ApiError(404, t(request, 'notFound'))
  return u
}

const driversRole = () => db.roles.findBy((r) => r.slug === DRIVER_ROLE_SLUG)

/** Nobody changes a driver account with more rights than their own: the accounts' rule, one's own aside. */
function assertDriverManageable(request: Request, me: UserRecord, target: UserRecord): void {
  if (me.id !== target.id) assertManageable(request, me, target)
}

// ------------------------------------------------------------------ reads

/**
 * The drivers kept by `q` (or `search`, `keyword`: full name, user name, group without case or accents, the phone
 * by its digits) and `type` (0 coach, 1 motorbike; `kind` forces it), and the query left for paginate / queryRows:
 * `status`, `group_name` (exact) and the other row fields, and the sort.
 */
function filterDrivers(query: ListQuery, kind?: DriverKind): [Account[], ListQuery] {
  const { q, search, keyword, type, ...filters } = query.filters
  const typed = q ?? search ?? keyword
  const matches =
    typed === undefined ? undefined : searchesAccount(typed, ['fullname', 'username', 'group_name'])
  const wanted = kind ?? (type === '0' ? DRIVER_KIND.driver : type === '1' ? DRIVER_KIND.motor : undefined)
  // any other `type` filters on the row's field, so it keeps nothing
  if (kind === undefined && type !== undefined && wanted === undefined) filters.type = type
  const rows = db.users.filter(
    (u) =>
      isDriver(u) &&
      (wanted === undefined || (wanted === DRIVER_KIND.motor ? !!u.is_motorbike_driver : !!u.is_driver)) &&
      (!matches || matches(u)),
  )
  return [rows.map(publicDriver), { ...query, filters }]
}

const driverExport: ExcelExport<Account> = {
  code: CODE,
  sheet: { vi: viAccess.drivers.list, en: enAccess.drivers.list },
  filename: 'tai-xe',
  columns: [
    { key: 'fullname', value: (u) => u.fullname },
    { key: 'username', value: (u) => u.username },
    { key: 'phone', value: (u) => (u.phone ? formatPhone(u.phone) : null) },
    { key: 'type', value: (u, lang) => accessWords(lang).users.types[accountTypeOf(u)] },
    { key: 'license_class', value: (u) => u.license_class ?? null },
    {
      key: 'license_expiry',
      value: (u) => (u.license_expiry ? displayDate(u.license_expiry) : null),
    },
    { key: 'years_experience', value: (u) => u.years_experience ?? null },
    { key: 'group_name', value: (u) => u.group_name ?? null },
    { key: 'status', value: (u, lang) => accountStatusWord(lang, u.status) },
  ],
}

/** GET list-like: a page of the drivers matching the query (`kind`: only coach or only motorbike drivers). */
const page = (path: string, kind?: DriverKind) =>
  http.get(
    `*${D}/${path}`,
    safe(({ request }) => {
      requirePermission(request, CODE)
      return ok(paginate(...filterDrivers(parseListQuery(request), kind)))
    }),
  )

// ------------------------------------------------------------------ writes

/** The write fields of a stored driver: what an update that sends only its changes keeps. */
const storedFields = (u: UserRecord) => ({
  username: u.username,
  fullname: u.fullname,
  phone: u.phone ?? null,
  email: u.email ?? null,
  birthday: u.birthday ?? null,
  gender: u.gender === 0 || u.gender === 1 ? u.gender : null,
  address: u.address ?? null,
  avatar: u.avatar ?? null,
  status: u.status,
  type: driverKindOf(u),
  license_class: u.license_class ?? null,
  license_expiry: u.license_expiry ?? null,
  years_experience: u.years_experience ?? null,
  group_name: u.group_name ?? null,
  certificates: u.certificates ?? null,
})

/** User names, phone numbers and e-mails are used once among all accounts. */
function assertUnused(
  request: Request,
  v: { username: string; phone: string; email?: string | null },
  id?: number,
): void {
  assertValid(request, {
    username: usernameTaken(v.username, id) ? [t(request, 'usernameTaken')] : [],
    phone: phoneTaken(v.phone, id) ? [t(request, 'phoneTaken')] : [],
    email: v.email && emailTaken(v.email, id) ? [t(request, 'emailTaken')] : [],
  })
}

/** The driver's own fields as stored, the flags following the kind. */
function driverFields(v: z.output<typeof driverEditSchema>) {
  return {
    username: v.username,
    fullname: v.fullname,
    phone: v.phone,
    email: v.email ?? null,
    birthday: v.birthday ?? null,
    gender: v.gender ?? null,
    address: v.address ?? null,
    avatar: v.avatar ?? null,
    status: v.status,
    type: v.type,
    is_driver: v.type === DRIVER_KIND.driver,
    is_motorbike_driver: v.type === DRIVER_KIND.motor,
    license_class: v.license_class ?? null,
    license_expiry: v.license_expiry ?? null,
    years_experience: v.years_experience ?? null,
    group_name: v.group_name ?? null,
    certificates: v.certificates ?? null,
  }
}

/** POST create: a new driver account (any body id ignored), active unless `status: 0` is sent. */
async function createDriver(request: Request): Promise<Response> {
  const me = requirePermission(request, CODE)
  const raw = await readJson(request)
  const v = parseWrite(request, driverCreateSchema, { status: 1, ...raw }, 'access')
  assertUnused(request, v)
  // The drivers' role comes with the account's type: not chosen, but given all the same, so the accounts'
  // ceiling holds (a holder of `driver` who lacks a permission of the drivers' role cannot make a driver).
  // Were the role deleted, the account has none.
  const role = driversRole()
  if (role && !mayGiveRole(publicUser(me), publicRole(role)))
    assertValid(request, { type: [t(request, 'roleNotHeld')] })
  const user = db.users.insert({
    ...driverFields(v),
    age: null,
    role_ids: role ? [role.id] : [],
    password: v.password,
    created_at: vnIsoAt(),
  })
  emitChanged(driverContract.group, 'created', [user.id], request)
  return ok(publicDriver(user), t(request, 'created'))
}

/** POST update: the driver of the path or the body id (else 404), at the version the form edited (else 409). */
async function updateDriver(request: Request, idFromPath?: number): Promise<Response> {
  const me = requirePermission(request, CODE)
  const raw = await readJson(request)
  const existing = findDriver(request, idFromPath ?? Number(raw.id))
  const self = existing.id === me.id
  // a password is reset from the accounts, whoever may manage the account (their rules, their sign-ins' end)
  if (raw.password !== undefined && raw.password !== null && raw.password !== '')
    assertValid(request, { password: [t(request, 'passwordViaAccounts')] })
  assertDriverManageable(request, me, existing)
  if (raw.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
  // a lock or an unlock checks only itself: it must never fail on a field nobody touched
  const statusOnly = Object.keys(raw).every((key) => ['id', 'version', 'status'].includes(key))
  const status = statusOnly ? (Number(raw.status) === 0 ? 0 : 1) : undefined
  // an update may send only what it changes: the stored fields fill the rest
  const v = statusOnly
    ? undefined
    : parseWrite(request, driverEditSchema, { ...storedFields(existing), ...raw }, 'access')
  if ((v?.status ?? status) === 0)
    assertValid(request, {
      status: endsLastSuper([existing.id])
        ? [t(request, 'lastSuper')]
        : self
          ? [t(request, 'cannotLockSelf')]
          : [],
    })
  if (v) assertUnused(request, v, existing.id)
  const user = db.users.update(existing.id, v ? driverFields(v) : { status })!
  // a lock ends every sign-in of the account (and drops its sockets)
  if (user.status === 0) endSignInsOf(user.id)
  emitChanged(driverContract.group, 'updated', [user.id], request)
  return ok(publicDriver(user), t(request, 'updated'))
}

/** DELETE :ids: the driver accounts among the ids (any other account stays), their sign-ins ended. */
function deleteDrivers(request: Request, rawIds: string | readonly string[] | undefined): Response {
  const me = requirePermission(request, CODE)
  const targets = parseIds(rawIds)
    .map((id) => db.users.find(id))
    .filter(isDriver)
  if (!targets.length) throw new ApiError(404, t(request, 'notFound'))
  for (const target of targets) assertDriverManageable(request, me, target)
  const ids = targets.map((u) => u.id)
  // before "not yourself": only the last super administrator deleting their own account gets here
  if (endsLastSuper(ids)) throw new ApiError(400, t(request, 'lastSuper'))
  if (ids.includes(me.id)) throw new ApiError(400, t(request, 'cannotDeleteSelf'))
  for (const target of targets) {
    const refusal = refusalToDeleteAccount(request, target)
    // the status of crud's "in use"
    if (refusal) throw new ApiError(400, refusal)
  }
  const removed = db.users.remove(ids)
  removed.forEach((id) => endSignInsOf(id))
  emitChanged(driverContract.group, 'deleted', removed, request)
  return ok(removed, t(request, 'deleted'))
}

export const driverHandlers = [
  http.get(
    `*${D}/all`,
    safe(({ request }) => {
      requirePermission(request, CODE)
      return ok(db.users.filter(isDriver).map(publicDriver))
    }),
  ),
  page('list'),
  page('driver-list', DRIVER_KIND.driver),
  page('moto-list', DRIVER_KIND.motor),
  excelExport(D, driverContract.ns, driverExport, (query) => queryRows(...filterDrivers(query))),
  // only digits: /api/driver/all-active, /list … are other endpoints
  ...[`*${D}/get-by-id/:id`, `*${D}/detail/:id`, `*${D}/:id(\\d+)`].map((path) =>
    http.get(
      path,
      safe(({ request, params }) => {
        requirePermission(request, CODE)
        return ok(publicDriver(findDriver(request, Number(param(params.id)))))
      }),
    ),
  ),
  http.post(
    `*${D}/create`,
    safe(({ request }) => createDriver(request)),
  ),
  http.post(
    `*${D}/update/:id`,
    safe(({ request, params }) => updateDriver(request, Number(param(params.id)))),
  ),
  http.post(
    `*${D}/update`,
    safe(({ request }) => updateDriver(request)),
  ),
  http.delete(
    `*${D}/:ids`,
    safe(({ request, params }) => deleteDrivers(request, params.ids)),
  ),
]
