/**
 * The statistics calls (dashboard charts, /statistical-trip, /top-drivers, /top-customers, /statistical-shipping,
 * /statistics/money-driver-and-moto), shared by the app and
 * the demo backend. Apart from API (../paths.ts): only the statistics resources import this.
 */
export const STATS_API = {
  /** GET ?year: trips per month (SPEC §7 chart) */
  monthlyTrips: '/api/chart/list-of-monthly-trips',
  /** GET ?year&month: revenue by car (SPEC §7 chart) */
  revenueOfVehicle: '/api/chart/revenue-of-vehicle',
  /** GET ?from&to[&map_detail_id][&driver_id][&car_id]: revenue by trip, by day, totals and the previous period */
  trip: '/api/trip/statistical',
  /** GET ?trip_id: the tickets and parcels behind a trip's figures */
  tripDetail: '/api/trip/statistical/detail',
  tripExport: '/api/trip/statistical/export',
  /** GET ?from&to&limit: drivers by trips, kilometres, revenue */
  topDrivers: '/api/trip/top-drivers',
  /** GET ?from&to&driver_id: the trips behind a driver's figures */
  driverTrips: '/api/trip/top-drivers/trips',
  topDriversExport: '/api/trip/top-drivers/export',
  /** GET ?from&to&limit: customers (by phone) by tickets and money */
  topCustomers: '/api/ticket/top-customers',
  /** GET ?from&to&phone: the tickets behind a customer's figures */
  customerTickets: '/api/ticket/top-customers/tickets',
  topCustomersExport: '/api/ticket/top-customers/export',
  /** GET ?from&to[&office_id][&map_detail_id][&product_type_id]: parcels, fees and COD by office, direction, goods type */
  shipping: '/api/trip/statistical-shipping',
  /** GET ?from&to[&office_id][&map_detail_id][&product_type_id (0: none)][&date]: the parcels behind a figure */
  shippingParcels: '/api/trip/statistical-shipping/parcels',
  shippingExport: '/api/trip/statistical-shipping/export',
  /** GET ?from&to[&kind=driver|motorbike]: what each driver and motorbike driver earned, collected, handed in */
  pay: '/api/statistics/money-driver-and-moto',
  /** GET ?from&to&person_id: the trips, pick-ups and deliveries behind a person's figures */
  payDetail: '/api/statistics/money-driver-and-moto/detail',
  payExport: '/api/statistics/money-driver-and-moto/export',
} as const

/** The demo backend's test control for the statistics benchmark: POST { days } adds that many days of past trips. */
export const STATS_CONTROL = { history: '/__mock/history' } as const
