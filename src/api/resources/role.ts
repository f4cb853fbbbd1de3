import { useQuery } from '@tanstack/react-query'
import { defineGroup, each, get } from '../define-group'
import { API } from '../paths'
import type { Role } from '../schemas/auth'
import { roleSchema } from 'virtual:shapes/auth'

const role = defineGroup('role')

/** Every role with its permissions: the accounts' role choices and filter (readable with user.view too). */
export const allRoles = role.query('all', () =>
  get<Role[]>(`${API.role}/all`, undefined, { fallback: [], shape: each(roleSchema) }),
)

export const useAllRoles = () => useQuery(allRoles())
