/** Trips sent to their driver and the driver's answer (/trip-need-to-confirm): paths, codes, who sees what. */
import type { PermissionCode } from '../../lib/permission-codes.ts'
import { API } from '../paths.ts'
import { tripConfirmScreen } from './screens.ts'

export const TRIP_CONFIRM_API = {
  /** POST { id }: send the trip to its driver (code `trip.update`) */
  send: `${API.trip}/send-noti-to-driver`,
  /**
   * GET: the sent trips still awaiting an answer, from today on (code `trip.confirm`); with `status=1`, the
   * trips accepted, from today on
   */
  pending: `${API.trip}/get-trip-for-driver-confirm`,
  /** POST { id, version, accept, reason_key?, reason? }: the driver's answer (code `trip.confirm`) */
  answer: `${API.trip}/confirm-trip`,
} as const

/** The screen's code, also what the list and the answer need. */
export const TRIP_CONFIRM_CODE: PermissionCode = tripConfirmScreen.permission
/** Who may send a trip to its driver: whoever may edit the trip. */
export const TRIP_SEND_CODE: PermissionCode = 'trip.update'
/** Beside `trip.confirm`, this code shows every driver's pending trips (the clerks' view) to a non-driver. */
export const TRIP_ALL_DRIVERS_CODE: PermissionCode = 'trip.view'

/**
 * A driver sees (and answers) only their own trips; an account that is not a driver and holds
 * {@link TRIP_ALL_DRIVERS_CODE} (the super role holds every code) sees every driver's, and answers none.
 */
export const seesEveryDriver = (
  account: { is_driver?: boolean | null },
  holds: (code: PermissionCode) => boolean,
) => !account.is_driver && holds(TRIP_ALL_DRIVERS_CODE)
