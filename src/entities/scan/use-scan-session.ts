import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  classifyScan,
  normaliseScan,
  precheckScan,
  type ScanContext,
  type ScannableParcel,
  type ScanResult,
} from '../../api/contracts/scan'
import { errorMessage } from '../../components/error-message'
import { onSignOut } from '../../stores/session'

/** Each desk's scan list, kept while the page lives (a label opened and closed keeps it); gone at sign-out. */
const kept = new Map<string, ScanEntry<ScannableParcel>[]>()
/** Forgets every desk's session, as a page reload does. */
export const forgetScanSessions = () => kept.clear()
onSignOut(forgetScanSessions)

/** One line of the session's list: what was scanned, what it is, and what went wrong with it since. */
export interface ScanEntry<P extends ScannableParcel> {
  key: number
  code: string
  /** performance.now() of the Enter */
  at: number
  /** Date.now() of the Enter (the list shows the time) */
  time: number
  /** undefined while the look-up runs */
  result?: ScanResult<P>
  /** the look-up failed, or an action on this parcel was refused: the reason */
  error?: string
}

export interface ScanSession<P extends ScannableParcel> {
  entries: ScanEntry<P>[]
  /** reads one code (what the gun typed); false for an empty Enter */
  scan: (raw: string, at?: number) => boolean
  clear: () => void
  /** takes these codes' lines off (what a confirmation moved); the lines of any other code stay */
  drop: (codes: Iterable<string>) => void
  /** says on a line why an action on its parcel was refused; the list is kept as it was */
  refuse: (code: string, message: string) => void
  /** the parcels found and expected here, in scan order */
  expected: P[]
  /** every parcel found (expected or not), in scan order */
  found: P[]
}

/**
 * A desk's scan session, kept in memory: every Enter adds a line at once (an unknown or invalid code too, with
 * its error), then the look-up by code fills it in. A code already in the session is a duplicate.
 */
export function useScanSession<P extends ScannableParcel>(
  /** the desk's name: its session outlives the screen (a label opened and closed) until the page reloads */
  keep: string,
  context: ScanContext,
  /**
   * finds a parcel by code: an answer at once (a mode whose expected parcels are already here) is classified in
   * the same render as the Enter; a promise (the backend's look-up) fills the line in when it answers
   */
  lookup: (code: string) => P | null | Promise<P | null>,
  onResult?: (entry: ScanEntry<P>) => void,
): ScanSession<P> {
  const [scanned, setEntries] = useState<ScanEntry<P>[]>(() => (kept.get(keep) as ScanEntry<P>[]) ?? [])
  const codes = useRef(new Set(scanned.map((e) => e.code)))
  useEffect(() => {
    kept.set(keep, scanned)
  }, [keep, scanned])
  const seq = useRef(scanned[0]?.key ?? 0)
  const latest = useRef({ context, lookup, onResult })
  useLayoutEffect(() => {
    latest.current = { context, lookup, onResult }
  })

  const scan = useCallback((raw: string, at = performance.now()) => {
    const code = normaliseScan(raw)
    if (code === null) return false
    const key = ++seq.current
    const base = { key, code, at, time: Date.now() }
    const update = (patch: Partial<ScanEntry<P>>) => {
      let done: ScanEntry<P> | undefined
      setEntries((list) =>
        list.map((e) => {
          if (e.key !== key) return e
          done = { ...e, ...patch }
          return done
        }),
      )
      return done
    }
    const early = precheckScan(code, codes.current)
    if (early) {
      const entry: ScanEntry<P> = { ...base, result: early }
      setEntries((list) => [entry, ...list])
      latest.current.onResult?.(entry)
      return true
    }
    codes.current.add(code)
    const found = latest.current.lookup(code)
    if (!(found instanceof Promise)) {
      const entry: ScanEntry<P> = {
        ...base,
        result: classifyScan(code, found, latest.current.context, new Set()),
      }
      setEntries((list) => [entry, ...list])
      latest.current.onResult?.(entry)
      return true
    }
    setEntries((list) => [base, ...list])
    found.then(
      (parcel) => {
        const result = classifyScan(code, parcel, latest.current.context, new Set())
        update({ result })
        latest.current.onResult?.({ ...base, result })
      },
      (error: unknown) => {
        const result: ScanResult<P> = { class: 'unknown', code }
        const message = errorMessage(error)
        update({ result, error: message })
        latest.current.onResult?.({ ...base, result, error: message })
      },
    )
    return true
  }, [])

  const clear = useCallback(() => {
    codes.current = new Set()
    setEntries([])
  }, [])

  const drop = useCallback((done: Iterable<string>) => {
    const gone = new Set(done)
    for (const code of gone) codes.current.delete(code)
    setEntries((list) => list.filter((e) => !gone.has(e.code)))
  }, [])

  const refuse = useCallback((code: string, message: string) => {
    setEntries((list) =>
      list.map((e) => (e.code === code && e.result?.class !== 'duplicate' ? { ...e, error: message } : e)),
    )
  }, [])

  // a parcel found is judged again when the desk's context changes (another trip or office chosen)
  const entries = useMemo(
    () =>
      scanned.map((e) =>
        e.result && 'parcel' in e.result
          ? { ...e, result: classifyScan(e.code, e.result.parcel, context, new Set()) }
          : e,
      ),
    [scanned, context],
  )

  const { expected, found } = useMemo(() => {
    const inOrder = [...entries].reverse()
    const parcels = (keep: (r: ScanResult<P>) => boolean) =>
      inOrder.flatMap((e) => (e.result && 'parcel' in e.result && keep(e.result) ? [e.result.parcel] : []))
    return { expected: parcels((r) => r.class === 'expected'), found: parcels(() => true) }
  }, [entries])

  return { entries, scan, clear, drop, refuse, expected, found }
}
