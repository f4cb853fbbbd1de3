import type vi from '../vi/form'

export default {
  counter: '{{0}}/{{1}} characters',
  status: {
    active: 'Active',
    inactive: 'Inactive',
  },
  options: {
    loading: 'Loading the list…',
    loadError: 'Could not load the {{label}} list.',
    loadErrorShort: 'Could not load the list.',
  },
  day: {
    calendar: 'Pick on the calendar',
    unreadable: 'Not a day: type it as {{format}}, e.g. {{example}}',
    early: 'The day cannot be before {{day}}',
    late: 'The day cannot be after {{day}}',
  },
  time: {
    unreadable: 'Not a time: type it as 06:30, 0630, 6h30 or 18',
  },
  /** AddressFields: the three levels of an address, as the GSO's list names them (also in the backend's messages) */
  address: {
    province: 'Province/City',
    district: 'District',
    ward: 'Ward/Commune',
  },
  dateRange: {
    end: '{{label}} (end date)',
  },
  color: {
    presets: 'Suggested colours',
    none: 'No colour',
    clear: 'Clear colour',
    custom: 'Other colour',
  },
  image: {
    choose: 'Choose image',
    remove: 'Remove image',
    uploading: 'Uploading image…',
    notImage: 'The chosen file is not an image',
    tooLarge: 'The image must be at most {{max}} MB',
    uploadFailed: 'The image could not be uploaded',
  },
} satisfies typeof vi
