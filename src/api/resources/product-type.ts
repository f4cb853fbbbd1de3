import { defineResource } from '../define-resource'
import { API } from '../paths'
import { productTypeSchema } from '../schemas/fleet'

/** Goods groups of the shipping desk (/product-type). */
export const productTypes = defineResource({
  name: 'product-type',
  path: API.productType,
  schema: productTypeSchema,
})
