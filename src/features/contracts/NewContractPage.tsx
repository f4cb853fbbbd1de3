import { Alert } from 'antd'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { WAITING_BOOKING_STATUS } from '../../api/contracts/booking'
import { waitingBookings } from '../../api/resources/booking-waiting'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { ContractForm } from './ContractForm'

/**
 * /car-contract/add (carContract.create): a new car-rental contract, or one made from a waiting booking
 * (`bookingId`: its customer and days filled in, the booking leaving the waiting list once saved); saved, it opens
 * on its own page.
 */
export function NewContractPage({ bookingId }: { bookingId?: number }) {
  const { t } = useTranslation(['contracts'])
  const booking = waitingBookings.useDetail(bookingId)
  return (
    <RecordScreen title={t('form.create')} back={<Link to="/car-contract">{t('form.back')}</Link>}>
      {bookingId === undefined ? (
        <ContractForm />
      ) : (
        <QueryState query={booking} error={t('form.bookingLoadError')}>
          {(row) =>
            row.status !== WAITING_BOOKING_STATUS.waiting ? (
              <Alert type="warning" showIcon title={t('form.bookingNotWaiting', { 0: row.code })} />
            ) : (
              <>
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={t('form.fromBooking', { 0: row.code, 1: row.customer_name })}
                />
                <ContractForm booking={row} />
              </>
            )
          }
        </QueryState>
      )}
    </RecordScreen>
  )
}
