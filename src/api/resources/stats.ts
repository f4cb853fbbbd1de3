/** The statistics calls: the dashboard's charts, revenue by trip, top drivers and customers, their drill-downs. */
import { defineGroup, download, each, get } from '../define-group'
import { STATS_API } from '../contracts/stats-paths'
import type {
  CustomerTicket,
  DriverTrip,
  MonthlyTrips,
  PayDetail,
  PayKind,
  PayStatistics,
  ShippingStatistics,
  ShippingStatParcels,
  StatRange,
  TopCustomers,
  TopDrivers,
  TripStatDetail,
  TripStatistics,
  VehicleRevenue,
} from '../schemas/stats'
import {
  customerTicketSchema,
  driverTripSchema,
  monthlyTripsSchema,
  payDetailSchema,
  payStatisticsSchema,
  shippingStatisticsSchema,
  shippingStatParcelsSchema,
  topCustomersSchema,
  topDriversSchema,
  tripStatDetailSchema,
  tripStatisticsSchema,
  vehicleRevenueSchema,
} from 'virtual:shapes/stats'

const S = STATS_API

export interface TripStatQuery extends StatRange {
  map_detail_id?: number
  driver_id?: number
  car_id?: number
}
export interface TopQuery extends StatRange {
  limit: number
}
export interface ShippingStatQuery extends StatRange {
  office_id?: number
  map_detail_id?: number
  /** 0: parcels without a goods type */
  product_type_id?: number
}
/** The parcels behind a figure: a day of the chart, a row (its office, direction and goods type) or the total. */
export interface ShippingParcelsQuery extends ShippingStatQuery {
  date?: string
}
export interface PayQuery extends StatRange {
  kind?: PayKind
}

/** Under ['stats']: the ticket, trip and parcel events refresh them, waiting goods and pick-ups a part (realtime/events.ts). */
const stats = defineGroup('stats')
const ranged = { keepPrevious: true }

export const monthlyTripsQuery = stats.query(
  'monthly',
  (year: number) => get<MonthlyTrips>(S.monthlyTrips, { year }, { shape: monthlyTripsSchema }),
  ranged,
)

export const vehicleRevenueQuery = stats.query(
  'vehicle',
  (year: number, month: number) =>
    get<VehicleRevenue>(S.revenueOfVehicle, { year, month }, { shape: vehicleRevenueSchema }),
  ranged,
)

export const tripStatsQuery = stats.query(
  'trip',
  (q: TripStatQuery) => get<TripStatistics>(S.trip, { ...q }, { shape: tripStatisticsSchema }),
  ranged,
)

export const tripStatDetailQuery = stats.query('trip-detail', (tripId: number) =>
  get<TripStatDetail>(S.tripDetail, { trip_id: tripId }, { shape: tripStatDetailSchema }),
)

export const topDriversQuery = stats.query(
  'drivers',
  (q: TopQuery) => get<TopDrivers>(S.topDrivers, { ...q }, { shape: topDriversSchema }),
  ranged,
)

export const driverTripsQuery = stats.query('driver-trips', (range: StatRange, driverId: number) =>
  get<DriverTrip[]>(S.driverTrips, { ...range, driver_id: driverId }, { shape: each(driverTripSchema) }),
)

export const topCustomersQuery = stats.query(
  'customers',
  (q: TopQuery) => get<TopCustomers>(S.topCustomers, { ...q }, { shape: topCustomersSchema }),
  ranged,
)

export const customerTicketsQuery = stats.query('customer-tickets', (range: StatRange, phone: string) =>
  get<CustomerTicket[]>(S.customerTickets, { ...range, phone }, { shape: each(customerTicketSchema) }),
)

export const shippingStatsQuery = stats.query(
  'shipping',
  (q: ShippingStatQuery) =>
    get<ShippingStatistics>(S.shipping, { ...q }, { shape: shippingStatisticsSchema }),
  ranged,
)

export const shippingParcelsQuery = stats.query('shipping-parcels', (q: ShippingParcelsQuery) =>
  get<ShippingStatParcels>(S.shippingParcels, { ...q }, { shape: shippingStatParcelsSchema }),
)

export const payStatsQuery = stats.query(
  'pay',
  (q: PayQuery) => get<PayStatistics>(S.pay, { ...q }, { shape: payStatisticsSchema }),
  ranged,
)

export const payDetailQuery = stats.query('pay-detail', (range: StatRange, personId: number) =>
  get<PayDetail>(S.payDetail, { ...range, person_id: personId }, { shape: payDetailSchema }),
)

/** The statistics tables that download as .xlsx (their file names are `stats:<kind>.exportFile`). */
export type StatsExport = keyof typeof EXPORTS
const EXPORTS = {
  trip: S.tripExport,
  drivers: S.topDriversExport,
  customers: S.topCustomersExport,
  shipping: S.shippingExport,
  pay: S.payExport,
} as const

/** Downloads a statistics table (every row of the range) as .xlsx. */
export const exportStats = stats.command(
  'export',
  ({ kind, params, filename }: { kind: StatsExport; params: Record<string, unknown>; filename: string }) =>
    download(EXPORTS[kind], params, filename),
)
