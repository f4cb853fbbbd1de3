import { defineResource } from '../define-resource'
import { productTypeContract } from '../contracts/groups'
import { productTypeSchema } from 'virtual:shapes/fleet'

/** Goods groups of the shipping desk (/product-type). */
export const productTypes = defineResource(productTypeContract, productTypeSchema)
