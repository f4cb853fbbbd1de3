import { SHIPPING_STATUS } from '../contracts/shipping'
import { shippingWaitingContract } from '../contracts/shipping'
import { getList } from '../http'
import type { WaitingGoods } from '../schemas/shipping'

/**
 * A waiting parcel by its whole code (the list's search answers a whole code from the backend's code index),
 * the waiting one first, else a cancelled one; null when no waiting goods carry it.
 */
export async function waitingParcelByCode(code: string): Promise<WaitingGoods | null> {
  const find = async (status: number) => {
    const page = await getList<WaitingGoods>(
      `${shippingWaitingContract.path}/list`,
      { q: code, status, itemsPerPage: 5 },
      { strict: true },
    )
    return page.data.find((row) => row.code === code) ?? null
  }
  return (await find(SHIPPING_STATUS.notYet)) ?? (await find(SHIPPING_STATUS.cancel))
}
