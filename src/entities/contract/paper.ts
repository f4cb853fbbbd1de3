/**
 * A car-rental contract as its paper shows it: the settings' contract template filled in the operator's own
 * formats (the settings' symbols, time zone, date and time formats: a contract is the operator's paper). The
 * template's preview (/setting-template, a sample contract) and a contract's print (/car-contract/{id}) fill it
 * here alike.
 */
import { DISCOUNT_TYPE } from '../../api/contracts/car-contract'
import { linesTable, type ContractLineText, type ContractValues } from '../../api/contracts/contract-template'
import type { Settings } from '../../api/schemas/settings'
import { formatDate, formatPhone } from '../../lib/format'
import { formatAmountWith, formatDateTimeWith } from '../../lib/operator-format'
import { hcmToday } from '../../lib/hcm-day'

/** What the paper reads of a contract (a real one, or the template's sample). */
export interface PaperContract {
  code: string
  customer_name: string
  phone: string
  email: string | null
  address: string | null
  car_plates: string[]
  start_at: string
  end_at: string
  note: string | null
  lines: ReadonlyArray<{
    description: string
    quantity: number
    price: number
    discount: number
    discount_type: number
    sub_total: number
  }>
  total_fee: number
  paid: number
  outstanding: number
}

/** The placeholders' values of `contract`; `columns` heads the lines' table. */
export function paperValues(
  contract: PaperContract,
  settings: Settings,
  columns: ContractLineText,
): ContractValues {
  const money = (amount: number) => formatAmountWith(amount, settings)
  return {
    contract_code: contract.code,
    today: formatDate(hcmToday(), settings.format_date),
    company_name: settings.company_name,
    company_phone: formatPhone(settings.phone),
    company_address: settings.address ?? '',
    customer_name: contract.customer_name,
    customer_phone: formatPhone(contract.phone),
    customer_email: contract.email ?? '',
    customer_address: contract.address ?? '',
    car_plate: contract.car_plates.join(', '),
    start_date: formatDateTimeWith(contract.start_at, settings),
    end_date: formatDateTimeWith(contract.end_at, settings),
    lines: {
      html: linesTable(
        columns,
        contract.lines.map((line) => ({
          description: line.description,
          quantity: String(line.quantity),
          price: money(line.price),
          discount: line.discount_type === DISCOUNT_TYPE.percent ? `${line.discount}%` : money(line.discount),
          subtotal: money(line.sub_total),
        })),
      ),
    },
    total_fee: money(contract.total_fee),
    paid: money(contract.paid),
    outstanding: money(contract.outstanding),
    note: contract.note ?? '',
  }
}
