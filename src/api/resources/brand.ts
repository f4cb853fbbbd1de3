import { defineResource } from '../define-resource'
import { API } from '../paths'
import { brandSchema } from '../schemas/fleet'

/** Vehicle brands (/brand). */
export const brands = defineResource({ name: 'brand', path: API.brand, schema: brandSchema })
