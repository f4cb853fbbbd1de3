/** Waiting goods (/shipping-waiting), their cancel, the returning parties, the label and a direction's offices. */
import { defineResource } from '../define-resource'
import { each, get, send } from '../define-group'
import { shippingWaitingContract } from '../contracts/groups'
import { SHIPPING_API } from '../contracts/shipping-paths'
import { API } from '../paths'
import type { CancelWrite } from '../schemas/booking'
import type { Office } from '../schemas/routes'
import type { ParcelLabel, ParcelParty, WaitingGoods } from '../schemas/shipping'
import { resourceEvent } from '../../realtime/events'
import { parcelLabelSchema, parcelPartySchema, waitingGoodsSchema } from 'virtual:shapes/shipping'
import { officeSchema } from 'virtual:shapes/routes'

export const waitingGoods = defineResource(shippingWaitingContract, waitingGoodsSchema)
const group = waitingGoods.group
const P = SHIPPING_API.shippingWaiting

/** Cancel a waiting parcel with a reason (DECISIONS #13; 409 when it changed meanwhile). */
export const cancelParcel = group.command(
  'cancel',
  (body: CancelWrite) => send<WaitingGoods>(P.cancel, body),
  {
    event: resourceEvent('shipping-waiting', 'updated'),
  },
)

/** The returning sender or receiver with this phone (10 digits), or null. */
export const parcelParty = group.query(
  'party',
  (phone: string, role: 'sender' | 'receiver') =>
    get<ParcelParty>(P.customerByPhone, { phone, role }, { shape: parcelPartySchema }),
  { staleTime: 30_000 },
)

/** What a parcel's label prints. */
export const parcelLabel = group.query('label', (id: number) =>
  get<ParcelLabel>(`${P.printBill}/${id}`, undefined, { shape: parcelLabelSchema }),
)

/** The offices of the route a direction belongs to: a parcel's sending and receiving office are among them. */
export const officesOfDirection = group.query(
  'offices',
  (directionId: number) =>
    get<Office[]>(`${API.map}/get-office-by-id-map-detail/${directionId}`, undefined, {
      fallback: [],
      shape: each(officeSchema),
    }),
  { staleTime: 60_000 },
)
