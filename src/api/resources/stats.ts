/** The statistics calls: the dashboard's charts, revenue by trip, top drivers and customers, their drill-downs. */
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { exportFile, getOne } from '../http'
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

/**
 * Keys under ['trip'] and ['ticket']: the trip, ticket and shipping events refresh them through those roots, and
 * the waiting goods and motorbike pick-up events name ['trip', 'stats'] (realtime/events.ts).
 */
export const statsKeys = {
  monthly: (year: number) => ['trip', 'stats', 'monthly', year] as const,
  vehicle: (year: number, month: number) => ['trip', 'stats', 'vehicle', year, month] as const,
  trip: (q: TripStatQuery) => ['trip', 'stats', 'trip', q] as const,
  tripDetail: (tripId: number) => ['trip', 'stats', 'detail', tripId] as const,
  drivers: (q: TopQuery) => ['trip', 'stats', 'drivers', q] as const,
  driverTrips: (range: StatRange, driverId: number) => ['trip', 'stats', 'driver', range, driverId] as const,
  customers: (q: TopQuery) => ['ticket', 'stats', 'customers', q] as const,
  customerTickets: (range: StatRange, phone: string) =>
    ['ticket', 'stats', 'customer', range, phone] as const,
  shipping: (q: ShippingStatQuery) => ['trip', 'stats', 'shipping', q] as const,
  shippingParcels: (q: ShippingParcelsQuery) => ['trip', 'stats', 'shipping', 'parcels', q] as const,
  pay: (q: PayQuery) => ['trip', 'stats', 'pay', q] as const,
  payDetail: (range: StatRange, personId: number) =>
    ['trip', 'stats', 'pay', 'detail', range, personId] as const,
}

const one =
  <T>(path: string, params: Record<string, string | number | undefined>) =>
  ({ signal }: { signal: AbortSignal }) =>
    getOne<T>(path, params, { signal, strict: true })

export const monthlyTripsQuery = (year: number) =>
  queryOptions({
    queryKey: statsKeys.monthly(year),
    queryFn: one<MonthlyTrips>(S.monthlyTrips, { year }),
    placeholderData: keepPreviousData,
  })

export const vehicleRevenueQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: statsKeys.vehicle(year, month),
    queryFn: one<VehicleRevenue>(S.revenueOfVehicle, { year, month }),
    placeholderData: keepPreviousData,
  })

export const tripStatsQuery = (q: TripStatQuery) =>
  queryOptions({
    queryKey: statsKeys.trip(q),
    queryFn: one<TripStatistics>(S.trip, { ...q }),
    placeholderData: keepPreviousData,
  })

export const tripStatDetailQuery = (tripId: number) =>
  queryOptions({
    queryKey: statsKeys.tripDetail(tripId),
    queryFn: one<TripStatDetail>(S.tripDetail, { trip_id: tripId }),
  })

export const topDriversQuery = (q: TopQuery) =>
  queryOptions({
    queryKey: statsKeys.drivers(q),
    queryFn: one<TopDrivers>(S.topDrivers, { ...q }),
    placeholderData: keepPreviousData,
  })

export const driverTripsQuery = (range: StatRange, driverId: number) =>
  queryOptions({
    queryKey: statsKeys.driverTrips(range, driverId),
    queryFn: one<DriverTrip[]>(S.driverTrips, { ...range, driver_id: driverId }),
  })

export const topCustomersQuery = (q: TopQuery) =>
  queryOptions({
    queryKey: statsKeys.customers(q),
    queryFn: one<TopCustomers>(S.topCustomers, { ...q }),
    placeholderData: keepPreviousData,
  })

export const customerTicketsQuery = (range: StatRange, phone: string) =>
  queryOptions({
    queryKey: statsKeys.customerTickets(range, phone),
    queryFn: one<CustomerTicket[]>(S.customerTickets, { ...range, phone }),
  })

export const shippingStatsQuery = (q: ShippingStatQuery) =>
  queryOptions({
    queryKey: statsKeys.shipping(q),
    queryFn: one<ShippingStatistics>(S.shipping, { ...q }),
    placeholderData: keepPreviousData,
  })

export const shippingParcelsQuery = (q: ShippingParcelsQuery) =>
  queryOptions({
    queryKey: statsKeys.shippingParcels(q),
    queryFn: one<ShippingStatParcels>(S.shippingParcels, { ...q }),
  })

export const payStatsQuery = (q: PayQuery) =>
  queryOptions({
    queryKey: statsKeys.pay(q),
    queryFn: one<PayStatistics>(S.pay, { ...q }),
    placeholderData: keepPreviousData,
  })

export const payDetailQuery = (range: StatRange, personId: number) =>
  queryOptions({
    queryKey: statsKeys.payDetail(range, personId),
    queryFn: one<PayDetail>(S.payDetail, { ...range, person_id: personId }),
  })

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
export const exportStats = () =>
  mutationOptions({
    mutationKey: ['stats', 'export'],
    mutationFn: ({
      kind,
      params,
      filename,
    }: {
      kind: StatsExport
      params: Record<string, unknown>
      filename: string
    }) => exportFile(EXPORTS[kind], params, filename),
  })
