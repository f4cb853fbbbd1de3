import { defineResource } from '../define-resource'
import { brandContract } from '../contracts/fleet'

/** Vehicle brands (/brand). */
export const brands = defineResource(brandContract)
