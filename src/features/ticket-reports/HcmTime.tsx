import { formatHcmDateTime } from '../../lib/format'

/** An instant as DD/MM/YYYY HH:mm in Asia/Ho_Chi_Minh, whatever the browser's zone. */
export function HcmTime({ value }: { value: string }) {
  return value ? <time dateTime={value}>{formatHcmDateTime(value, 'DD/MM/YYYY HH:mm')}</time> : null
}
