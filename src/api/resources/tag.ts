import { defineResource } from '../define-resource'
import { tagContract } from '../contracts/content-paths'
import { tagSchema } from 'virtual:shapes/content'

/** The website's tags (/category, beside the categories). */
export const tags = defineResource(tagContract, tagSchema)
