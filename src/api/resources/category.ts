import { defineResource } from '../define-resource'
import { categoryContract } from '../contracts/content-paths'
import { categorySchema } from 'virtual:shapes/content'

/** The website's categories (/category): news, route guides, notices. */
export const categories = defineResource(categoryContract, categorySchema)
