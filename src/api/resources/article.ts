import { defineResource } from '../define-resource'
import { articleContract } from '../contracts/content-paths'
import { articleSchema } from 'virtual:shapes/content'

/** The website's articles (/article, /article/add, /article/{id}). */
export const articles = defineResource(articleContract, articleSchema)
