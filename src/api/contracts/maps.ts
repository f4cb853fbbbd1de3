/** Route maps (/map) with their stops, offices and directions: contract, free of zod. */
import type { z } from 'zod'
import { API } from '../paths.ts'
import type { RouteMap } from '../schemas/routes.ts'
import { defineContract } from './contract.ts'

export const mapContract = defineContract<RouteMap, z.ZodObject>({
  group: 'map',
  path: API.map,
  permission: 'map.view',
  writes: { create: 'map.create', update: 'map.update', delete: 'map.delete' },
  ns: 'maps',
})
