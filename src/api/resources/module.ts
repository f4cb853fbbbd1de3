import { useQuery } from '@tanstack/react-query'
import { moduleContract } from '../contracts/groups'
import { defineGroup, each, get } from '../define-group'
import { defineResource } from '../define-resource'
import { API } from '../paths'
import type { Module } from '../schemas/access'
import { moduleSchema } from 'virtual:shapes/access'

/** Modules and their actions (/module); writes need role.permission. */
export const modules = defineResource(moduleContract, moduleSchema)

const group = defineGroup('module')

/** The modules with only the actions a role holds ("Theo vai trò"); modules it holds none of are left out. */
export const modulesByRole = group.query('by-role', (roleId: number) =>
  get<Module[]>(`${API.module}/get-by-role/${roleId}`, undefined, {
    fallback: [],
    shape: each(moduleSchema),
  }),
)

export const useModulesByRole = (roleId: number | undefined) =>
  useQuery({ ...modulesByRole(roleId ?? 0), enabled: roleId !== undefined })
