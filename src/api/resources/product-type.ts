import { defineResource } from '../define-resource'
import { productTypeContract } from '../contracts/fleet'

/** Goods groups of the shipping desk (/product-type). */
export const productTypes = defineResource(productTypeContract)
