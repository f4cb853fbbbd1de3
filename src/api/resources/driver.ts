import { driverContract } from '../contracts/groups'
import { defineResource } from '../define-resource'
import { accountSchema } from 'virtual:shapes/people'

/** Coach, minibus and motorbike drivers (/user/driver): accounts of a driver type, under ['driver']. */
export const drivers = defineResource(driverContract, accountSchema)
