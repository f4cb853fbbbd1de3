import { Empty, Timeline } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ticketLog } from '../../api/resources/ticket-actions'
import type { TicketLog } from '../../api/schemas/booking'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import { QueryState } from '../../components/QueryState'

type Value = TicketLog['changes'][number]['to']

const MONEY_FIELDS = new Set(['price', 'surcharge', 'pick_fee', 'drop_fee'])

/** A logged value as the screens write it: money `1.250.000 ₫`, paid in words, forms and reasons by name. */
function useLogValue() {
  const { t } = useTranslation(['ui', 'booking'])
  const words = (key: 'pickType' | 'dropType' | 'cancelReason' | 'pickStatus' | 'arrived') =>
    t(`booking:${key}`, { returnObjects: true }) as Record<string, string>
  return (field: string, value: Value): string => {
    if (value === null || value === '') return t('booking:ticketActions.logNone')
    if (MONEY_FIELDS.has(field)) return formatMoney(Number(value))
    if (field === 'is_paid') return t(`booking:paid.${value ? 'true' : 'false'}`)
    if (field === 'phone') return formatPhone(String(value))
    const named = {
      pick_type: 'pickType',
      drop_type: 'dropType',
      reason_cancel: 'cancelReason',
      pick_status: 'pickStatus',
      is_arrived: 'arrived',
    } as const
    if (field in named) return words(named[field as keyof typeof named])[String(value)] ?? String(value)
    return String(value)
  }
}

/**
 * A ticket's log, newest first: when, who, what, and each field changed with its value before and after; with
 * its loading, error (Retry) and empty states. The log dialog and the ticket-history screen show it.
 */
export function TicketLogTimeline({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(['ui', 'booking'])
  const query = useQuery(ticketLog(ticketId))
  const valueOf = useLogValue()
  const labels = t('booking:fields', { returnObjects: true }) as Record<string, string>
  return (
    <QueryState
      query={query}
      error={t('booking:ticketActions.loadError')}
      empty={{
        when: (lines) => lines.length === 0,
        say: <Empty description={t('booking:ticketActions.logEmpty')} />,
      }}
    >
      {(lines) => (
        <Timeline
          items={lines.map((line) => ({
            key: line.id,
            content: (
              <article aria-label={t(`booking:logAction.${line.action}`)}>
                <div>
                  <time dateTime={line.at}>{formatHcmDateTime(line.at, 'DD/MM/YYYY HH:mm')}</time>
                  {' · '}
                  <strong>{t(`booking:logAction.${line.action}`)}</strong>
                </div>
                <div>
                  {line.user_name
                    ? t('booking:ticketActions.logBy', { name: line.user_name })
                    : t('booking:ticketActions.logByCustomer')}
                </div>
                {line.changes.length > 0 && (
                  <ul>
                    {line.changes.map((change) => (
                      <li key={change.field}>
                        {t('booking:ticketActions.logChange', {
                          field: labels[change.field] ?? change.field,
                          from: valueOf(change.field, change.from),
                          to: valueOf(change.field, change.to),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ),
          }))}
        />
      )}
    </QueryState>
  )
}
