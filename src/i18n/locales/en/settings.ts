import type vi from '../vi/settings'

export default {
  fields: {
    logo: 'Logo',
    favicon: 'Favicon',
    title: 'Title',
    subtitle: 'Subtitle',
    default_theme: 'Default theme',
    main_color: 'Main colour',
    format_date: 'Date format',
    format_time: 'Time format',
    default_language: 'Default language',
    timezone: 'Time zone',
    currency_symbol: 'Currency symbol',
    decimal_symbol: 'Decimal symbol',
    digit_group_symbol: 'Thousands separator',
    company_name: 'Operator name',
    phone: 'Phone number',
    address: 'Address',
    handover_requires_id: 'The receiver shows a citizen ID to collect a parcel',
  },
} satisfies typeof vi
