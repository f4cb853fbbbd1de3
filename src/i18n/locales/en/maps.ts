import type vi from '../vi/maps'

/** Text of the route screens (namespace `maps`): routes, their stops, offices and directions. */
export default {
  fields: {
    name: 'Route name',
    code: 'Route code',
    length: 'Length (km)',
    tolls: 'Tolls',
    duration: 'Duration (minutes)',
    status: 'Status',
    stops: 'Stops',
    offices: 'Offices',
    details: 'Directions',
  },
  validation: {
    stopsRequired: 'A route must have stop information',
  },
} satisfies typeof vi
