import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react'
import { Button, Flex } from 'antd'
import { CloseOutlined, DeleteOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { ScanClass, ScannableParcel, ScanReason, ScanResult } from '../../api/contracts/scan'
import { useConfirm } from '../../components/confirm/use-confirm'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../components/icons'
import { playScanSound, scanMuted, setScanMuted } from './sound'
import type { ScanEntry, ScanSession } from './use-scan-session'
import './scan.css'

export interface ScanDeskHandle {
  /** gives the focus back to the scan field (after an action, a dialog, a toast) */
  refocus: () => void
}

const ICONS: Record<ScanClass, () => ReactNode> = {
  expected: SuccessIcon,
  unexpected: WarningIcon,
  duplicate: InfoIcon,
  unknown: ErrorIcon,
  invalid: ErrorIcon,
}

/** Is the focus somewhere the clerk chose on purpose (a dialog, another field)? Then the desk leaves it. */
const focusTaken = () => {
  const active = document.activeElement
  return !!active && active !== document.body && active.tagName !== 'HTML'
}

/**
 * The scan field and the session's list: a labelled input that keeps the focus, Enter looks the code up and
 * shows the parcel; each result said by colour, icon, text and a short sound (mute remembered per browser),
 * and announced in a live region. `describe` says a parcel in a line; `resultActions` are the latest parcel's
 * buttons; `children` (the mode's own part: a trip's balance, a confirmation) sits between field and list.
 */
export function ScanDesk<P extends ScannableParcel>({
  session,
  describe,
  statusWord,
  resultActions,
  modeName,
  whereItBelongs,
  children,
  ref,
}: {
  session: ScanSession<P>
  describe: (parcel: P) => ReactNode
  statusWord: (status: number) => string
  resultActions?: (parcel: P) => ReactNode
  /** the desk's mode, named before the field's label ("Quét nhập kho: Mã hàng …"): which one is on */
  modeName?: string
  /** where a parcel not expected here belongs, in words ("Hàng đi chiều Đà Lạt ➡️ Sài Gòn"), when known */
  whereItBelongs?: (parcel: P, reason: ScanReason) => string | undefined
  children?: ReactNode
  ref?: Ref<ScanDeskHandle>
}) {
  const { t } = useTranslation('scan')
  const input = useRef<HTMLInputElement>(null)
  const [muted, setMuted] = useState(scanMuted)
  const [confirm, confirmHolder] = useConfirm()
  const latest = session.entries[0]

  const refocus = useCallback(() => input.current?.focus({ preventScroll: true }), [])
  useImperativeHandle(ref, () => ({ refocus }), [refocus])
  const desk = useRef<HTMLElement>(null)
  // a result's button opened a dialog: when the dialog gives the focus back to that button, it comes here
  const returning = useRef(false)
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node
      if (!returning.current || target === input.current || !desk.current?.contains(target)) return
      returning.current = false
      refocus()
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [refocus])

  // The focus comes back when what held it goes away (a closed dialog, a toast, a refreshed list's row).
  useEffect(() => {
    refocus()
    let frame = 0
    const back = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (!focusTaken()) refocus()
      })
    }
    document.addEventListener('focusout', back)
    const removed = new MutationObserver(back)
    removed.observe(document.body, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('focusout', back)
      removed.disconnect()
    }
  }, [refocus])

  // Sound once per finished scan; `data-scan-ms` is the time from the Enter to the result on screen.
  const played = useRef(0)
  const shown = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!latest?.result || played.current === latest.key) return
    played.current = latest.key
    shown.current?.setAttribute('data-scan-ms', (performance.now() - latest.at).toFixed(1))
    if (!muted) playScanSound(latest.result.class)
  }, [latest, muted])

  const detail = (entry: ScanEntry<P>): string => {
    const r = entry.result
    if (!r) return '…'
    if (entry.error) return entry.error
    switch (r.class) {
      case 'unexpected':
        return (
          whereItBelongs?.(r.parcel, r.reason) ??
          t(`reason.${r.reason}`, { status: statusWord(r.parcel.status) })
        )
      case 'duplicate':
      case 'unknown':
      case 'invalid':
        return t(`detail.${r.class}`, { code: r.code })
      default:
        return ''
    }
  }
  const words = (r: ScanResult<P>) => t(`class.${r.class}`)
  const expectedCount = session.entries.filter((e) => e.result?.class === 'expected').length

  const clearSession = async () => {
    await confirm({
      title: t('clearConfirm'),
      okText: t('clear'),
      onOk: session.clear,
      afterClose: refocus,
    })
  }

  const toggleMute = () => {
    setScanMuted(!muted)
    setMuted(!muted)
    refocus()
  }

  return (
    <section ref={desk} className="scan-desk" aria-label={t('desk')}>
      {confirmHolder}
      <Flex gap={8} align="end" wrap>
        <label className="scan-desk__field">
          <span>
            {modeName && <strong>{modeName}:</strong>} {t('field')}
          </span>
          <input
            ref={input}
            className="input"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              const at = performance.now()
              if (session.scan(e.currentTarget.value, at)) e.currentTarget.value = ''
            }}
          />
        </label>
        <Button
          icon={muted ? <MutedOutlined aria-hidden /> : <SoundOutlined aria-hidden />}
          aria-pressed={muted}
          onClick={toggleMute}
        >
          {muted ? t('unmute') : t('mute')}
        </Button>
        <Button
          icon={<DeleteOutlined aria-hidden />}
          disabled={session.entries.length === 0}
          onClick={() => void clearSession()}
        >
          {t('clear')}
        </Button>
      </Flex>

      <div
        ref={shown}
        className="scan-desk__result"
        data-class={latest?.result?.class}
        data-testid="scan-result"
      >
        {latest?.result && (
          <>
            <span className="scan-desk__class">
              {ICONS[latest.result.class]()} {words(latest.result)}: {latest.code}
            </span>
            {'parcel' in latest.result && <div>{describe(latest.result.parcel)}</div>}
            {detail(latest) && <div>{detail(latest)}</div>}
            {'parcel' in latest.result && resultActions && (
              <Flex gap={8} onClickCapture={() => (returning.current = true)}>
                {resultActions(latest.result.parcel)}
              </Flex>
            )}
          </>
        )}
      </div>
      <div className="sr-only" role="status" aria-live="assertive">
        {latest?.result ? `${words(latest.result)}: ${latest.code}. ${detail(latest)}` : ''}
      </div>

      {children}

      <p className="scan-desk__counter">
        {t('counter', { count: session.entries.length, expected: expectedCount })}
      </p>
      <SimpleTable
        label={t('session')}
        className="scan-desk__list"
        columns={[
          {
            id: 'time',
            header: t('column.time'),
            cell: (entry) =>
              new Date(entry.time).toLocaleTimeString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }),
          },
          { id: 'code', header: t('column.code'), cell: (entry) => <strong>{entry.code}</strong> },
          {
            id: 'result',
            header: t('column.result'),
            cell: (entry) => (
              <>
                {entry.result && (
                  <span className="scan-desk__class">
                    {ICONS[entry.result.class]()} {words(entry.result)}
                  </span>
                )}
                {detail(entry) && <div>{detail(entry)}</div>}
              </>
            ),
          },
          {
            id: 'parcel',
            header: t('column.parcel'),
            cell: (entry) => (entry.result && 'parcel' in entry.result ? describe(entry.result.parcel) : ''),
          },
          {
            id: 'remove',
            header: t('column.remove'),
            headerHidden: true,
            // a code scanned by mistake leaves the list alone; the scan field keeps the focus
            cell: (entry) => (
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('remove', { code: entry.code })}
                onClick={() => {
                  session.drop([entry.code])
                  refocus()
                }}
              />
            ),
          },
        ]}
        rows={session.entries}
        getRowId={(entry) => entry.key}
        rowProps={(entry) => ({ 'data-class': entry.result?.class })}
        emptyText={t('empty')}
      />
    </section>
  )
}
