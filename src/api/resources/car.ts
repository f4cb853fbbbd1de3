import { defineResource } from '../define-resource'
import { carContract } from '../contracts/fleet'

/** Cars (/car); `export` downloads the filtered list as .xlsx. */
export const cars = defineResource(carContract)
