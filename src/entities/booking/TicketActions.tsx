import { useRef, useState } from 'react'
import { Button, Dropdown, type MenuProps } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TRIP_CLOSED_STATUSES, type TripStatus } from '../../api/contracts/trips'
import { ticketActions } from '../../api/resources/ticket-actions'
import type { Ticket } from '../../api/schemas/booking'
import { useCan } from '../../api/resources/auth'
import { useConfirm } from '../../components/confirm/use-confirm'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { toast } from '../../components/toast'

const TicketEditDialog = lazyDialog(() => import('./TicketEditDialog').then((m) => m.TicketEditDialog))
const TicketSeatDialog = lazyDialog(() => import('./TicketSeatDialog').then((m) => m.TicketSeatDialog))
const TicketCancelDialog = lazyDialog(() => import('./TicketCancelDialog').then((m) => m.TicketCancelDialog))
const TicketLogDialog = lazyDialog(() => import('./TicketLogDialog').then((m) => m.TicketLogDialog))

/** The code that sells and changes tickets. */
export const TICKET_WRITE_CODE = 'booking.import_customer'

type Open = 'edit' | 'seat' | 'cancel' | 'log' | null

export interface TicketActionsProps {
  ticket: Ticket
  /** the ticket's trip's status: a finished, cancelled or broken-down trip's tickets are only read */
  tripStatus: number
}

/**
 * A sold ticket's actions, in a menu named by the ticket ("Thao tác vé VE000123"): edit, change seat, mark
 * paid, cancel with a reason, back to the waiting list, and its log. Only what the user holds and the
 * ticket's state allow is offered; the backend refuses the rest anyway. Dialogs load when first opened.
 */
export function TicketActions({ ticket, tripStatus }: TicketActionsProps) {
  const { t } = useTranslation(['ui', 'booking'])
  const canWrite = useCan()(TICKET_WRITE_CODE)
  const [open, setOpen] = useState<Open>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [confirm, confirmHolder] = useConfirm()
  const markPaid = useMutation(ticketActions.markPaid())
  const backBooking = useMutation(ticketActions.backBooking())
  const names = { code: ticket.code, name: ticket.customer_name, seat: ticket.seat_code }
  const live = canWrite && !ticket.deleted_at && !TRIP_CLOSED_STATUSES.includes(tripStatus as TripStatus)

  /** A one-click action: asked first; a 409 (changed meanwhile, already paid) is said, other refusals were toasted. */
  const oneClick = (title: string, run: () => Promise<unknown>, done: string) =>
    void confirm({
      title,
      onOk: async () => {
        try {
          if (await run()) toast.success(done)
        } catch (error) {
          toast.conflict(error)
        }
      },
    })

  const item = (key: string, label: string, onClick: () => void, extra: object = {}) => ({
    key,
    label,
    onClick,
    ...extra,
  })
  const items: MenuProps['items'] = [
    ...(live
      ? [
          item('edit', t('booking:ticketActions.edit'), () => setOpen('edit'), {
            onMouseEnter: TicketEditDialog.preload,
          }),
          item('seat', t('booking:ticketActions.changeSeat'), () => setOpen('seat'), {
            onMouseEnter: TicketSeatDialog.preload,
          }),
          ...(ticket.is_paid
            ? []
            : [
                item('paid', t('booking:ticketActions.markPaid'), () =>
                  oneClick(
                    t('booking:ticketActions.markPaidConfirm', names),
                    () => markPaid.mutateAsync({ id: ticket.id, version: ticket.version }),
                    t('booking:ticketActions.done.paid', names),
                  ),
                ),
              ]),
          item('back', t('booking:ticketActions.backBooking'), () =>
            oneClick(
              t('booking:ticketActions.backBookingConfirm', names),
              () => backBooking.mutateAsync({ id: ticket.id, version: ticket.version }),
              t('booking:ticketActions.done.backBooking', names),
            ),
          ),
          item('cancel', t('booking:ticketActions.cancel'), () => setOpen('cancel'), {
            danger: true,
            onMouseEnter: TicketCancelDialog.preload,
          }),
          { type: 'divider' as const },
        ]
      : []),
    item('log', t('booking:ticketActions.log'), () => setOpen('log'), {
      onMouseEnter: TicketLogDialog.preload,
    }),
  ]
  // back to the menu button once the dialog has gone (the menu item that opened it is hidden by then)
  const close = () => {
    setOpen(null)
    requestAnimationFrame(() => trigger.current?.focus())
  }

  return (
    <>
      {confirmHolder}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button
          ref={trigger}
          size="small"
          aria-haspopup="menu"
          aria-label={t('booking:ticketActions.menu', names)}
        >
          {t('booking:ticketActions.short')}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <DialogSuspense>
        {open === 'edit' && <TicketEditDialog ticket={ticket} onClose={close} />}
        {open === 'seat' && <TicketSeatDialog ticket={ticket} onClose={close} />}
        {open === 'cancel' && <TicketCancelDialog ticket={ticket} onClose={close} />}
        {open === 'log' && <TicketLogDialog ticket={ticket} onClose={close} />}
      </DialogSuspense>
    </>
  )
}
