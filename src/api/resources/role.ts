import { roleContract } from '../contracts/groups'
import { defineResource } from '../define-resource'
import { each, get, send } from '../define-group'
import { API } from '../paths'
import type { Module, RoleRow } from '../schemas/access'
import { resourceEvent } from '../../realtime/events'
import { moduleSchema, roleRowSchema } from 'virtual:shapes/access'

/** Roles (/role) with their permissions, under ['role']: a role's change refreshes the accounts and `me`. */
export const roles = defineResource(roleContract, roleRowSchema)

/** Every role with its permissions: the accounts' role choices and filter (readable with user.view too). */
export const allRoles = roles.all
export const useAllRoles = roles.useAll

/**
 * The modules and their actions, the rows and columns of a role's permissions (GET /api/module/all, readable
 * with role.view). Kept under ['role']: the matrix reads them with the role they edit.
 */
export const permissionModules = roles.group.query('modules', () =>
  get<Module[]>(`${API.module}/all`, undefined, { fallback: [], shape: each(moduleSchema) }),
)

/** What a permission change sends: the role and the permission codes added or removed. */
export interface PermissionChange {
  role_id: number
  codes: string[]
}

const event = resourceEvent('role', 'updated')

/** Codes added to a role (role.permission; only codes the caller holds). */
export const addPermissions = roles.group.command(
  'add-permissions',
  (body: PermissionChange) => send<RoleRow>(`${API.role}/add-multi-permission`, body),
  { event },
)

/** Codes taken from a role (role.permission). */
export const removePermissions = roles.group.command(
  'remove-permissions',
  (body: PermissionChange) => send<RoleRow>(`${API.role}/remove-multi-permission`, body),
  { event },
)
