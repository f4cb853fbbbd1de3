import { defineResource } from '../define-resource'
import { API } from '../paths'
import { carSchema } from '../schemas/fleet'

/** Cars (/car); `export` downloads the filtered list as .xlsx. */
export const cars = defineResource({ name: 'car', path: API.car, schema: carSchema })
