import type vi from '../vi/scan'

/** Text of the scan desk (namespace `scan`). */
export default {
  desk: 'Scan parcels',
  field: 'Parcel code (scan, or type and press Enter)',
  mode: 'Scan mode',
  modes: {
    receive: 'Warehouse import',
    load: 'Load onto a trip',
    unload: 'Unload',
    handover: 'Hand-over lookup',
  },
  class: {
    expected: 'Expected here',
    unexpected: 'Not expected here',
    duplicate: 'Already scanned',
    unknown: 'Unknown code',
    invalid: 'Invalid code',
  },
  reason: {
    wrongTrip: 'The parcel is on another trip',
    wrongOffice: 'The parcel belongs to another office',
    wrongDirection: 'The parcel goes in another direction',
    wrongStatus: 'The parcel is {{status}}',
    notSelected: 'The parcel is not among the selected ones',
  },
  detail: {
    duplicate: 'Code {{code}} is already in the scan list',
    unknown: 'No parcel has the code {{code}}',
    invalid: 'Code {{code}} is not a parcel code (capital letters and digits, at most 12); scan it again',
    lookupFailed: 'Code {{code}} could not be looked up: {{message}}',
  },
  session: 'Scan list',
  counter: '{{count}} codes scanned, {{expected}} expected',
  clear: 'Clear the scan list',
  clearConfirm: 'Clear the whole scan list of this session?',
  empty: 'Nothing scanned yet',
  mute: 'Mute the sounds',
  unmute: 'Turn the sounds on',
  column: { time: 'Scanned at', code: 'Parcel code', result: 'Result', parcel: 'Parcel' },
  refused: 'Code {{code}}: {{message}}',
  handover: {
    open: 'Open the parcel',
    print: 'Print label',
  },
  load: {
    trip: 'Trip',
    office: 'Office',
    expected: 'To load',
    scanned: 'Scanned and expected',
    missing: 'Missing',
    extra: 'Extra (not for this trip)',
    confirm: 'Load the {{count}} scanned parcels',
    confirmTitle: 'Load the {{count}} scanned parcels onto trip {{trip}}?',
    done: '{{count}} parcels loaded',
  },
} satisfies typeof vi
