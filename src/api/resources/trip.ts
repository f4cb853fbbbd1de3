import { defineResource } from '../define-resource'
import { tripContract } from '../contracts/trips'

/** Trips (/trip, /trip/{id}, /trip-need-to-confirm). */
export const trips = defineResource(tripContract)
