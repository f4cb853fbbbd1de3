import { defineResource } from '../define-resource'
import { carContract } from '../contracts/groups'
import { carSchema } from 'virtual:shapes/fleet'

/** Cars (/car); `export` downloads the filtered list as .xlsx. */
export const cars = defineResource(carContract, carSchema)
