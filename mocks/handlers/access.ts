import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import type { z } from 'zod'
import { roleWriteSchema, userWriteSchema } from '../../src/api/schemas/auth.ts'
import { menuItemWriteSchema, menuOrderSchema, moduleWriteSchema } from '../../src/api/schemas/access.ts'
import { menuContract, moduleContract } from '../../src/api/contracts/groups.ts'
import { ALL_PERMISSION_CODES } from '../../src/lib/permission-codes.ts'
import { ACCOUNT_TYPES, accountTypeOf, PASSWORD_MIN } from '../../src/api/contracts/account.ts'
import viAccess from '../../src/i18n/locales/vi/access.ts'
import enAccess from '../../src/i18n/locales/en/access.ts'
import { formatPhone } from '../../src/lib/format.ts'
import { visibleMenuItems } from '../../src/lib/menu-filter.ts'
import { screenCode } from '../../src/lib/screen-paths.ts'
import { mayGiveRole } from '../../src/lib/permissions.ts'
import { slugify } from '../../src/lib/slug.ts'
import { db, endSignInsOf, SUPER_ROLE_ID } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import type { MenuRecord, ModuleRecord, RoleRecord, UserRecord } from '../db/types.ts'
import { emitChanged } from '../realtime.ts'
import {
  accessWords,
  accountStatusWord,
  assertManageable,
  emailTaken,
  endsLastSuper,
  OF_TYPE,
  phoneTaken,
  refusalToDeleteAccount,
  searchesAccount,
  usernameTaken,
  type PublicAccount,
} from './accounts.ts'
import { excelExport, type ExcelExport } from './crud.ts'
import {
  ApiError,
  EMAIL_RE,
  actionByCode,
  assertValid,
  codesOf,
  codesOfRole,
  displayDate,
  holdsAll,
  label,
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
  requireUser,
  rolesOf,
  safe,
  str,
  t,
  type ListQuery,
} from './util.ts'
import { parseWrite } from './validate.ts'

const R = API.role
const MOD = API.module
const MENU = API.menu
const U = API.user

// ------------------------------------------------------------------ roles

/** Permission codes or action ids from a body field, as action ids. */
function actionIdsFrom(raw: unknown): number[] | undefined {
  if (!Array.isArray(raw)) return undefined
  const byCode = actionByCode()
  const valid = new Set([...byCode.values()].map((a) => a.id))
  const ids = raw
    .map((x) => (typeof x === 'number' ? x : typeof x === 'string' ? (byCode.get(x)?.id ?? Number(x)) : NaN))
    .filter((n) => valid.has(n))
  return [...new Set(ids)]
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x))

/** A role its caller may change: never the super role (400), never one of the caller's own roles (403). */
function assertChangeable(request: Request, me: UserRecord, role: RoleRecord): void {
  if (role.id === SUPER_ROLE_ID) throw new ApiError(400, t(request, 'superRoleProtected'))
  if (me.role_ids.includes(role.id)) throw new ApiError(403, t(request, 'ownRoles'))
}

/** A change of a role's permissions needs role.permission, and only codes the caller holds may be added. */
function assertPermissionChange(request: Request, me: UserRecord, before: number[], after: number[]): void {
  if (sameIds(before, after)) return
  requirePermission(request, 'role.permission')
  const added = codesOfRole({ action_ids: after.filter((id) => !before.includes(id)) })
  if (!holdsAll(me, added)) throw new ApiError(403, t(request, 'permissionNotHeld'))
}

/** create: a new role (any body id ignored); update: the role of the path or the body id, else 404. */
async function saveRole(request: Request, mode: 'create' | 'update', idFromPath?: number): Promise<Response> {
  const me = requirePermission(request, mode === 'create' ? 'role.create' : 'role.update')
  const raw = await readJson(request)
  // every field sent within its limits, stored as parsed (trimmed, NFC, empty → null) (required fields and the rest are checked below)
  const body: Record<string, unknown> = {
    ...raw,
    ...parseWrite(request, roleWriteSchema.partial(), raw, 'access'),
  }
  const existing = mode === 'update' ? db.roles.find(idFromPath ?? Number(body.id)) : undefined
  if (mode === 'update' && !existing) throw new ApiError(404, t(request, 'notFound'))
  const id = existing?.id
  if (existing) assertChangeable(request, me, existing)
  // the version the form edited (the app always sends it), as crud.ts: someone saved in between → 409
  if (existing && body.version !== undefined && body.version !== existing.version)
    throw new ApiError(409, t(request, 'staleWrite'))
  const name = body.name === undefined && existing ? existing.name : str(body.name)
  const slug = body.slug === undefined && existing ? existing.slug : str(body.slug) || slugify(name)
  assertValid(request, {
    name: name ? [] : [t(request, 'required', label(request, 'name'))],
    slug: db.roles.findBy((r) => r.slug === slug && r.id !== id) ? [t(request, 'slugTaken')] : [],
  })
  const action_ids =
    actionIdsFrom(body.permissions ?? body.action_ids ?? body.codes) ?? existing?.action_ids ?? []
  assertPermissionChange(request, me, existing?.action_ids ?? [], action_ids)
  const fields: Omit<RoleRecord, 'id'> = {
    name,
    slug,
    color: body.color === undefined ? (existing?.color ?? null) : str(body.color) || null,
    description:
      body.description === undefined ? (existing?.description ?? null) : str(body.description) || null,
    parent_id:
      body.parent_id === undefined
        ? (existing?.parent_id ?? null)
        : body.parent_id === null
          ? null
          : Number(body.parent_id) || null,
    status: body.status === undefined ? (existing?.status ?? 1) : Number(body.status) === 0 ? 0 : 1,
    action_ids,
  }
  const role = existing ? db.roles.update(existing.id, fields)! : db.roles.insert(fields)
  emitChanged('role', existing ? 'updated' : 'created', [role.id], request)
  return ok(publicRole(role), t(request, existing ? 'updated' : 'created'))
}

/** add / remove one or many permissions: body {role_id, code | codes | action_id | action_ids}. */
function permissionChange(add: boolean) {
  return safe(async ({ request }) => {
    const me = requirePermission(request, 'role.permission')
    const body = await readJson(request)
    const role = db.roles.find(Number(body.role_id ?? body.id))
    if (!role) throw new ApiError(404, t(request, 'notFound'))
    assertChangeable(request, me, role)
    const list = [
      body.code,
      body.action_id,
      ...(Array.isArray(body.codes) ? body.codes : []),
      ...(Array.isArray(body.action_ids) ? body.action_ids : []),
    ]
    const ids = actionIdsFrom(list.filter((x) => x !== undefined)) ?? []
    const action_ids = add
      ? [...new Set([...role.action_ids, ...ids])]
      : role.action_ids.filter((x) => !ids.includes(x))
    assertPermissionChange(request, me, role.action_ids, action_ids)
    const updated = db.roles.update(role.id, { action_ids })!
    emitChanged('role', 'updated', [role.id], request)
    return ok(publicRole(updated), t(request, 'updated'))
  })
}

/** A role as its list shows it: with the number of accounts holding it. */
const roleRow = (role: RoleRecord) => ({
  ...publicRole(role),
  users_count: db.users.filter((u) => u.role_ids.includes(role.id)).length,
})

/** Why a role cannot be deleted: accounts still hold it (they would be left without it), else null. */
function refusalToDeleteRole(request: Request, role: RoleRecord): string | null {
  const count = db.users.filter((u) => u.role_ids.includes(role.id)).length
  return count ? t(request, 'roleInUse', role.name, count) : null
}

/** Role reads: the roles screen, and the accounts screen for its role choices. */
const ROLE_READERS = ['role.view', 'user.view'] as const

const roleHandlers = [
  http.get(
    `*${R}/all`,
    safe(({ request }) => {
      requirePermission(request, ROLE_READERS)
      return ok(db.roles.all().map(publicRole))
    }),
  ),
  http.get(
    `*${R}/list`,
    safe(({ request }) => {
      requirePermission(request, ROLE_READERS)
      // users_count is a column: it sorts like one
      return ok(paginate(db.roles.all().map(roleRow), parseListQuery(request)))
    }),
  ),
  http.post(
    `*${R}/create`,
    safe(({ request }) => saveRole(request, 'create')),
  ),
  http.post(
    `*${R}/update/:id`,
    safe(({ request, params }) => saveRole(request, 'update', Number(param(params.id)))),
  ),
  http.post(
    `*${R}/update`,
    safe(({ request }) => saveRole(request, 'update')),
  ),
  http.post(`*${R}/add-permission`, permissionChange(true)),
  http.post(`*${R}/add-multi-permission`, permissionChange(true)),
  http.post(`*${R}/remove-permission`, permissionChange(false)),
  http.post(`*${R}/remove-multi-permission`, permissionChange(false)),
  http.get(
    `*${R}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, ROLE_READERS)
      const role = db.roles.find(Number(param(params.id)))
      if (!role) throw new ApiError(404, t(request, 'notFound'))
      return ok(publicRole(role))
    }),
  ),
  http.delete(
    `*${R}/:ids`,
    safe(({ request, params }) => {
      const me = requirePermission(request, 'role.delete')
      const ids = parseIds(params.ids)
      for (const id of ids) {
        const role = db.roles.find(id)
        if (role) assertChangeable(request, me, role)
      }
      for (const id of ids) {
        const role = db.roles.find(id)
        const refusal = role && refusalToDeleteRole(request, role)
        if (refusal) throw new ApiError(400, refusal)
      }
      const removed = db.roles.remove(ids)
      if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
      for (const u of db.users.all()) {
        if (u.role_ids.some((r) => removed.includes(r)))
          db.users.update(u.id, { role_ids: u.role_ids.filter((r) => !removed.includes(r)) })
      }
      emitChanged('role', 'deleted', removed, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),
]

// ------------------------------------------------------------------ modules

/** Module reads: the modules screen, and the roles screen that picks permissions from them. */
const MODULE_READERS = ['modules.view', 'role.view'] as const

/** The codes the app itself checks (src/lib/permission-codes.ts): never renamed nor removed. */
const APP_CODES: ReadonlySet<string> = new Set(ALL_PERMISSION_CODES)

/** The roles holding any of `actionIds`, by name. */
const rolesHolding = (actionIds: readonly number[]) =>
  db.roles.all().filter((r) => r.action_ids.some((id) => actionIds.includes(id)))
const roleNames = (roles: readonly RoleRecord[]) => roles.map((r) => r.name).join(', ')

/** The next sub-action id: ids are shared by every module (roles hold them). */
const nextActionId = () => Math.max(0, ...db.modules.all().flatMap((m) => m.sub_actions.map((a) => a.id))) + 1

/**
 * The business rules of a module's create or update after the write schema passed: unique codes, new actions
 * under the module's code, the app's own codes kept, a renamed code refused while roles hold its actions, and
 * removed actions taken from the roles holding them only when the request confirms it (409 naming them).
 */
function moduleRules(request: Request, values: z.output<typeof moduleWriteSchema>, existing?: ModuleRecord) {
  const { confirm_remove_granted: confirmed, ...fields } = values
  const others = db.modules.all().filter((m) => m.id !== existing?.id)
  const otherCodes = new Set(others.flatMap((m) => m.sub_actions.map((a) => a.code)))
  const before = new Map((existing?.sub_actions ?? []).map((a) => [a.id, a]))
  const renamed = existing && existing.code !== fields.code
  const prefix = (code: string) => `${code}.`
  let id = nextActionId()
  const sub_actions = fields.sub_actions.map((a) => {
    const old = a.id ? before.get(a.id) : undefined
    // a renamed module moves its actions under the new code (checked below: no role holds them)
    const code =
      renamed && old && a.code === old.code && old.code.startsWith(prefix(existing.code))
        ? prefix(fields.code) + old.code.slice(prefix(existing.code).length)
        : a.code
    return { id: old ? old.id : id++, name: a.name, code, description: a.description ?? null }
  })
  const errors: Record<string, string[]> = {
    code: others.some((m) => m.code === fields.code) ? [t(request, 'moduleCodeTaken')] : [],
  }
  sub_actions.forEach((a, i) => {
    const old = before.get(a.id)
    const problems = [
      ...(otherCodes.has(a.code) ? [t(request, 'actionCodeUsed')] : []),
      ...(old && old.code !== a.code && APP_CODES.has(old.code) ? [t(request, 'appCode', old.code)] : []),
      ...(!old && !a.code.startsWith(prefix(fields.code))
        ? [t(request, 'actionPrefix', prefix(fields.code))]
        : []),
    ]
    if (problems.length) errors[`sub_actions.${i}.code`] = problems
  })
  const removed = [...before.values()].filter((a) => !sub_actions.some((x) => x.id === a.id))
  const appRemoved = removed.filter((a) => APP_CODES.has(a.code))
  if (appRemoved.length)
    errors.sub_actions = [t(request, 'appCode', appRemoved.map((a) => a.code).join(', '))]
  assertValid(request, errors)
  const recoded = sub_actions
    .filter((a) => before.has(a.id) && before.get(a.id)!.code !== a.code)
    .map((a) => a.id)
  const recodedHolders = rolesHolding(recoded)
  // refusals of what was typed, said beside the field (422): the form keeps the rest as typed
  if (recodedHolders.length)
    assertValid(request, { code: [t(request, 'moduleCodeGranted', roleNames(recodedHolders))] })
  const removedIds = removed.map((a) => a.id)
  const holders = rolesHolding(removedIds)
  if (holders.length && confirmed !== true)
    assertValid(request, {
      sub_actions: [t(request, 'actionsGranted', removed.map((a) => a.code).join(', '), roleNames(holders))],
    })
  return { ...fields, sub_actions, removedIds, holders }
}

/** Takes removed actions from the roles that held them, and says so on the socket. */
function ungrant(request: Request, removedIds: readonly number[], holders: readonly RoleRecord[]) {
  for (const role of holders)
    db.roles.update(role.id, { action_ids: role.action_ids.filter((id) => !removedIds.includes(id)) })
  if (holders.length)
    emitChanged(
      'role',
      'updated',
      holders.map((r) => r.id),
      request,
    )
}

/** create: a new module; update: the module of the path or the body id, with the version it edited (409). */
async function saveModule(request: Request, idFromPath?: number): Promise<Response> {
  const raw = await readJson(request)
  const rawId =
    idFromPath ?? (raw.id === undefined || raw.id === null || raw.id === '' ? undefined : Number(raw.id))
  const existing = rawId === undefined ? undefined : db.modules.find(rawId)
  if (rawId !== undefined && !existing) throw new ApiError(404, t(request, 'notFound'))
  requirePermission(request, 'modules.view')
  requirePermission(request, existing ? moduleContract.writes.update : moduleContract.writes.create)
  if (existing && raw.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
  const values = parseWrite(request, moduleWriteSchema, raw, 'access')
  const { removedIds, holders, ...fields } = moduleRules(request, values, existing)
  const stored = { ...fields, description: fields.description ?? null, icon: fields.icon ?? null }
  const row = existing
    ? db.modules.update(existing.id, stored)!
    : db.modules.insert({ ...stored, createdAt: vnIsoAt(Date.now()) })
  ungrant(request, removedIds, holders)
  emitChanged('module', existing ? 'updated' : 'created', [row.id], request)
  return ok(row, t(request, existing ? 'updated' : 'created'))
}

const moduleHandlers = [
  http.get(
    `*${MOD}/all`,
    safe(({ request }) => {
      requirePermission(request, MODULE_READERS)
      return ok(db.modules.all())
    }),
  ),
  http.get(
    `*${MOD}/list`,
    safe(({ request }) => {
      requirePermission(request, MODULE_READERS)
      const query = parseListQuery(request)
      const q = query.filters.q?.trim().toLowerCase()
      const rows = db.modules
        .all()
        .filter(
          (m) =>
            !q ||
            [m.name, m.code, m.description ?? ''].some((s) => s.toLowerCase().includes(q)) ||
            m.sub_actions.some((a) => a.code.toLowerCase().includes(q) || a.name.toLowerCase().includes(q)),
        )
      return ok(paginate(rows, { ...query, filters: {} }))
    }),
  ),
  /** The modules with only the sub-actions the role holds (modules holding none are left out). */
  http.get(
    `*${MOD}/get-by-role/:roleId`,
    safe(({ request, params }) => {
      requirePermission(request, MODULE_READERS)
      const role = db.roles.find(Number(param(params.roleId)))
      if (!role) throw new ApiError(404, t(request, 'notFound'))
      const held = new Set(role.action_ids)
      return ok(
        db.modules
          .all()
          .map((m) => ({ ...m, sub_actions: m.sub_actions.filter((a) => held.has(a.id)) }))
          .filter((m) => m.sub_actions.length > 0),
      )
    }),
  ),
  http.post(
    `*${MOD}/create`,
    safe(({ request }) => saveModule(request)),
  ),
  http.post(
    `*${MOD}/update/:id`,
    safe(({ request, params }) => saveModule(request, Number(param(params.id)))),
  ),
  http.post(
    `*${MOD}/update`,
    safe(({ request }) => saveModule(request)),
  ),
  http.get(
    `*${MOD}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, MODULE_READERS)
      const row = db.modules.find(Number(param(params.id)))
      if (!row) throw new ApiError(404, t(request, 'notFound'))
      return ok(row)
    }),
  ),
  /** Refused while any role holds one of the module's actions (naming the roles), or it holds the app's codes. */
  http.delete(
    `*${MOD}/:ids`,
    safe(({ request, params }) => {
      requirePermission(request, 'modules.view')
      requirePermission(request, moduleContract.writes.delete)
      const rows = parseIds(params.ids).flatMap((id) => db.modules.find(id) ?? [])
      if (!rows.length) throw new ApiError(404, t(request, 'notFound'))
      const actions = rows.flatMap((m) => m.sub_actions)
      const app = actions.filter((a) => APP_CODES.has(a.code))
      if (app.length) throw new ApiError(400, t(request, 'appCode', app.map((a) => a.code).join(', ')))
      const holders = rolesHolding(actions.map((a) => a.id))
      if (holders.length) throw new ApiError(409, t(request, 'moduleGranted', roleNames(holders)))
      const removed = db.modules.remove(rows.map((m) => m.id))
      emitChanged('module', 'deleted', removed, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),
]

// ------------------------------------------------------------------ menus

/** SPEC §6 + DECISIONS #2: the menu items a user may see, by the app's one rule (src/lib/menu-filter.ts). */
export function menuFor(user: UserRecord): MenuRecord[] {
  // the slugs of the active roles: a locked role counts for nothing, as in codesOf and isSuper
  const slugs = rolesOf(user)
    .filter((r) => r.status === 1)
    .map((r) => r.slug)
  return visibleMenuItems(db.menus.all(), codesOf(user), slugs)
}

const byPosition = (rows: MenuRecord[]) => [...rows].sort((a, b) => a.position - b.position)

/**
 * An entry as stored from its write: a subheader opens no screen and needs no code; a link has no type (set to
 * undefined, so a subheader made a link loses it; JSON leaves it out).
 */
function storedMenuItem({
  type,
  name,
  name_en,
  slug,
  icon,
  active,
}: z.output<typeof menuItemWriteSchema>): Omit<MenuRecord, 'id' | 'version' | 'position'> {
  const common = { name, name_en: name_en ?? null, icon: icon ?? null, active }
  return type === 'subheader'
    ? { ...common, type, slug: '', code: null }
    : // a link carries its screen's code: the menu shows it to those the screen opens to
      { ...common, type: undefined, slug: slug ?? '', code: screenCode(slug ?? '') }
}

/** create: a new entry, last of the menu; update: the entry of the path or the body id, with its version (409). */
async function saveMenuItem(request: Request, idFromPath?: number): Promise<Response> {
  const raw = await readJson(request)
  const rawId =
    idFromPath ?? (raw.id === undefined || raw.id === null || raw.id === '' ? undefined : Number(raw.id))
  requirePermission(request, rawId === undefined ? menuContract.writes.create : menuContract.writes.update)
  const existing = rawId === undefined ? undefined : db.menus.find(rawId)
  if (rawId !== undefined && !existing) throw new ApiError(404, t(request, 'notFound'))
  if (existing && raw.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
  const stored = storedMenuItem(parseWrite(request, menuItemWriteSchema, raw, 'access'))
  const row = existing
    ? db.menus.update(existing.id, stored)!
    : db.menus.insert({ ...stored, position: Math.max(0, ...db.menus.all().map((m) => m.position)) + 1 })
  emitChanged('menu', existing ? 'updated' : 'created', [row.id], request)
  return ok(row, t(request, existing ? 'updated' : 'created'))
}

/** The whole menu in a new order: every entry's id exactly once, first to last (422 on `ids` otherwise). */
async function reorderMenu(request: Request): Promise<Response> {
  requirePermission(request, menuContract.writes.update)
  const { ids } = parseWrite(request, menuOrderSchema, await readJson(request), 'access')
  const all = db.menus.all()
  const complete =
    ids.length === all.length && new Set(ids).size === ids.length && all.every((m) => ids.includes(m.id))
  assertValid(request, { ids: complete ? [] : [t(request, 'menuOrderIncomplete')] })
  const moved: number[] = []
  ids.forEach((id, i) => {
    if (db.menus.find(id)!.position === i + 1) return
    // the order is not what an entry's form edits: an open edit dialog elsewhere still saves
    db.menus.update(id, { position: i + 1 }, { keepVersion: true })
    moved.push(id)
  })
  if (moved.length) emitChanged('menu', 'updated', moved, request)
  return ok(byPosition(db.menus.all()), t(request, 'updated'))
}

const menuHandlers = [
  http.get(
    `*${MENU}/all`,
    safe(({ request }) => {
      requirePermission(request, 'menu.view')
      return ok(byPosition(db.menus.all()))
    }),
  ),
  http.get(
    `*${MENU}/list`,
    safe(({ request }) => {
      requirePermission(request, 'menu.view')
      return ok(paginate(db.menus.all(), parseListQuery(request)))
    }),
  ),
  /** The signed-in user's menu (or, with ?role_id= and menu.view, that role's). */
  http.get(
    `*${MENU}/get-by-role`,
    safe(({ request }) => {
      const user = requireUser(request)
      const roleId = new URL(request.url).searchParams.get('role_id')
      if (roleId) {
        requirePermission(request, 'menu.view')
        const role = db.roles.find(Number(roleId))
        if (!role) throw new ApiError(404, t(request, 'notFound'))
        return ok(menuFor({ ...user, role_ids: [role.id] }))
      }
      return ok(menuFor(user))
    }),
  ),
  /** One entry (a form's "reload the latest" after a stale save). */
  http.get(
    `*${MENU}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, 'menu.view')
      const row = db.menus.find(Number(param(params.id)))
      if (!row) throw new ApiError(404, t(request, 'notFound'))
      return ok(row)
    }),
  ),
  http.post(
    `*${MENU}/create`,
    safe(({ request }) => saveMenuItem(request)),
  ),
  http.post(
    `*${MENU}/update/:id`,
    safe(({ request, params }) => saveMenuItem(request, Number(param(params.id)))),
  ),
  http.post(
    `*${MENU}/update`,
    safe(({ request }) => saveMenuItem(request)),
  ),
  http.post(
    `*${MENU}/reorder`,
    safe(({ request }) => reorderMenu(request)),
  ),
  // /delete/:ids, and /:ids as the app's generic remove sends it
  ...[`*${MENU}/delete/:ids`, `*${MENU}/:ids`].map((path) =>
    http.delete(
      path,
      safe(({ request, params }) => {
        requirePermission(request, menuContract.writes.delete)
        const rows = parseIds(params.ids).flatMap((id) => db.menus.find(id) ?? [])
        if (!rows.length) throw new ApiError(404, t(request, 'notFound'))
        const removed = db.menus.remove(rows.map((m) => m.id))
        emitChanged('menu', 'deleted', removed, request)
        return ok(removed, t(request, 'deleted'))
      }),
    ),
  ),
]

// ------------------------------------------------------------------ users

/** A role its caller may give: the app's own rule (src/lib/permissions.ts). */
const mayGive = (me: UserRecord, role: RoleRecord) => mayGiveRole(publicUser(me), publicRole(role))

/** create: a new account (any body id ignored); update: the account of the path or the body id, else 404. */
async function saveUser(request: Request, mode: 'create' | 'update', idFromPath?: number): Promise<Response> {
  const me = requirePermission(request, mode === 'create' ? 'user.create' : 'user.update')
  const raw = await readJson(request)
  // every field sent within its limits, stored as parsed (trimmed, NFC, empty → null) (required fields, uniqueness and rights are checked below)
  const body: Record<string, unknown> = {
    ...raw,
    ...parseWrite(request, userWriteSchema.partial(), raw, 'access'),
  }
  const existing = mode === 'update' ? db.users.find(idFromPath ?? Number(body.id)) : undefined
  if (mode === 'update' && !existing) throw new ApiError(404, t(request, 'notFound'))
  const id = existing?.id
  const self = id === me.id
  if (existing && !self) assertManageable(request, me, existing)
  // the version the form edited (the app always sends it), as crud.ts: someone saved in between → 409
  if (existing && body.version !== undefined && body.version !== existing.version)
    throw new ApiError(409, t(request, 'staleWrite'))
  const pick = <K extends keyof UserRecord>(k: K, fallback: UserRecord[K]): UserRecord[K] =>
    (body[k] === undefined ? (existing?.[k] ?? fallback) : body[k]) as UserRecord[K]
  const username = str(pick('username', ''))
  const fullname = str(pick('fullname', ''))
  const email = str(pick('email', '')) || null
  const status = Number(pick('status', 1)) === 0 ? 0 : 1
  // the schema checked the ids; unknown roles are dropped
  const roleIds = [...new Set(pick('role_ids', []))].filter((r) => !!db.roles.find(r))
  // Only the last super administrator can reach this (anyone else touching a super account is an active super
  // too), so it comes before the rules on one's own account: its words say why.
  if (existing && endsLastSuper([existing.id]))
    assertValid(request, {
      status: status === 0 ? [t(request, 'lastSuper')] : [],
      role_ids: roleIds.includes(SUPER_ROLE_ID) ? [] : [t(request, 'lastSuper')],
    })
  const before = existing?.role_ids ?? []
  // refusals of what was chosen, said beside the roles field (the form keeps the rest as typed)
  if (!sameIds(before, roleIds)) {
    if (self) assertValid(request, { role_ids: [t(request, 'ownRoles')] })
    const given = roleIds.filter((r) => !before.includes(r)).map((r) => db.roles.find(r)!)
    if (!given.every((role) => mayGive(me, role)))
      assertValid(request, { role_ids: [t(request, 'roleNotHeld')] })
  }
  const password = typeof body.password === 'string' ? body.password : ''
  const phone = str(pick('phone', null)) || null
  // one's own password goes through change-password, which asks for the old one; another account's is reset by
  // whoever may manage it (checked above)
  if (self && password) throw new ApiError(403, t(request, 'useChangePassword'))
  const errors: Record<string, string[]> = {
    username: !username
      ? [t(request, 'required', label(request, 'username'))]
      : usernameTaken(username, id)
        ? [t(request, 'usernameTaken')]
        : [],
    fullname: fullname ? [] : [t(request, 'required', label(request, 'fullname'))],
    phone: phone && phoneTaken(phone, id) ? [t(request, 'phoneTaken')] : [],
    email:
      email && !EMAIL_RE.test(email)
        ? [t(request, 'invalidEmail')]
        : email && emailTaken(email, id)
          ? [t(request, 'emailTaken')]
          : [],
    status: self && status === 0 ? [t(request, 'cannotLockSelf')] : [],
    role_ids: roleIds.length ? [] : [t(request, 'roleRequired')],
    password: [],
    confirmPassword: [],
  }
  if (!existing || password) {
    if (password.length < PASSWORD_MIN)
      errors.password.push(
        password ? t(request, 'minLength', PASSWORD_MIN) : t(request, 'required', label(request, 'password')),
      )
    if (body.confirmPassword !== undefined && body.confirmPassword !== password)
      errors.confirmPassword.push(t(request, 'passwordMismatch'))
  }
  assertValid(request, errors)
  const fields: Omit<UserRecord, 'id'> = {
    username,
    fullname,
    email,
    phone,
    birthday: str(pick('birthday', null)) || null,
    gender: pick('gender', null) === null ? null : Number(pick('gender', null)) ? 1 : 0,
    address: str(pick('address', null)) || null,
    avatar: str(pick('avatar', null)) || null,
    status,
    is_driver: !!pick('is_driver', false),
    is_motorbike_driver: !!pick('is_motorbike_driver', false),
    age: pick('age', null),
    certificates: pick('certificates', null),
    years_experience: pick('years_experience', null),
    type: pick('type', null),
    group_name: pick('group_name', null),
    role_ids: roleIds,
    password: password || existing?.password || '',
    created_at: existing?.created_at ?? vnIsoAt(),
  }
  // a password reset alone changes nothing an open edit of the account shows: no new version
  const resetOnly = Object.keys(raw).every((key) =>
    ['id', 'version', 'password', 'confirmPassword'].includes(key),
  )
  const user = existing
    ? db.users.update(existing.id, fields, { keepVersion: resetOnly })!
    : db.users.insert(fields)
  // a lock or a new password ends every sign-in of the account (and drops its sockets)
  if (existing && (status === 0 || password)) endSignInsOf(existing.id)
  emitChanged('user', existing ? 'updated' : 'created', [user.id], request)
  return ok(publicUser(user), t(request, existing ? 'updated' : 'created'))
}

/**
 * The accounts kept by the list's own filters, `q` (or `search`, `keyword`), `role_id` and `type` (staff, driver,
 * motor; any other value is the driver kind field), and the query left for paginate / queryRows: the row's
 * fields (`status`, `is_driver=true` …) and the sort.
 */
function filterAccounts(query: ListQuery): [PublicAccount[], ListQuery] {
  const { q, search, keyword, role_id, type, ...filters } = query.filters
  const typed = q ?? search ?? keyword
  const matches = typed === undefined ? undefined : searchesAccount(typed)
  const kind = ACCOUNT_TYPES.find((k) => k === type)
  if (type !== undefined && !kind) filters.type = type
  const rows = db.users.filter(
    (u) =>
      (!role_id || u.role_ids.includes(Number(role_id))) &&
      (!kind || OF_TYPE[kind](u)) &&
      (!matches || matches(u)),
  )
  return [rows.map(publicUser), { ...query, filters }]
}

const accountExport: ExcelExport<PublicAccount> = {
  code: 'user.view',
  sheet: { vi: 'Tài khoản', en: 'Accounts' },
  filename: 'tai-khoan',
  columns: [
    { key: 'username', value: (u) => u.username },
    { key: 'fullname', value: (u) => u.fullname },
    { key: 'email', value: (u) => u.email ?? null },
    { key: 'phone', value: (u) => (u.phone ? formatPhone(u.phone) : null) },
    { key: 'role_ids', value: (u) => u.roles.map((r) => r.name).join(', ') },
    {
      key: 'type',
      header: { vi: viAccess.users.type, en: enAccess.users.type },
      value: (u, lang) => accessWords(lang).users.types[accountTypeOf(u)],
    },
    {
      key: 'status',
      value: (u, lang) => accountStatusWord(lang, u.status),
    },
    {
      key: 'created_at',
      value: (u) => displayDate(String(u.created_at).slice(0, 10)),
    },
  ],
}

const userHandlers = [
  http.get(
    `*${U}/list`,
    safe(({ request }) => {
      requirePermission(request, 'user.view')
      return ok(paginate(...filterAccounts(parseListQuery(request))))
    }),
  ),
  excelExport(U, 'access', accountExport, (query) => queryRows(...filterAccounts(query))),
  // only digits: /api/user/detail, /list, /export-excel … are other endpoints
  ...[`*${U}/get-by-id/:id`, `*${U}/:id(\\d+)`].map((path) =>
    http.get(
      path,
      safe(({ request, params }) => {
        requirePermission(request, 'user.view')
        const user = db.users.find(Number(param(params.id)))
        if (!user) throw new ApiError(404, t(request, 'notFound'))
        return ok(publicUser(user))
      }),
    ),
  ),
  http.post(
    `*${U}/create`,
    safe(({ request }) => saveUser(request, 'create')),
  ),
  http.post(
    `*${U}/update/:id`,
    safe(({ request, params }) => saveUser(request, 'update', Number(param(params.id)))),
  ),
  http.post(
    `*${U}/update`,
    safe(({ request }) => saveUser(request, 'update')),
  ),
  http.delete(
    `*${U}/:ids`,
    safe(({ request, params }) => {
      const me = requirePermission(request, 'user.delete')
      const ids = parseIds(params.ids)
      for (const id of ids) {
        const target = db.users.find(id)
        if (target) assertManageable(request, me, target)
      }
      // before "not yourself": only the last super administrator deleting their own account gets here
      if (endsLastSuper(ids)) throw new ApiError(400, t(request, 'lastSuper'))
      if (ids.includes(me.id)) throw new ApiError(400, t(request, 'cannotDeleteSelf'))
      // a driver with trips or pick-ups is locked, not deleted (the drivers' screen refuses it alike)
      for (const id of ids) {
        const target = db.users.find(id)
        const refusal = target && refusalToDeleteAccount(request, target)
        if (refusal) throw new ApiError(400, refusal)
      }
      const removed = db.users.remove(ids)
      if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
      removed.forEach((id) => endSignInsOf(id))
      emitChanged('user', 'deleted', removed, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),
]

export const accessHandlers = [...roleHandlers, ...moduleHandlers, ...menuHandlers, ...userHandlers]
