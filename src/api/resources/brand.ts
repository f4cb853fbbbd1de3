import { defineResource } from '../define-resource'
import { brandContract } from '../contracts/groups'
import { brandSchema } from 'virtual:shapes/fleet'

/** Vehicle brands (/brand). */
export const brands = defineResource(brandContract, brandSchema)
