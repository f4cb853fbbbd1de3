import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react'
import type { ConfirmOptions } from './ConfirmDialog'

export type { ConfirmOptions }

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })))

/**
 * Ask before acting: `const [confirm, holder] = useConfirm()`, render `holder`, then
 * `if (await confirm({ title })) …`. Resolves true when confirmed (after `onOk` ran), false when cancelled.
 * The dialog's code loads on the first question.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [asked, setAsked] = useState<{ options: ConfirmOptions; key: number } | null>(null)
  const answer = useRef<(confirmed: boolean) => void>(() => {})
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve
        setAsked((previous) => ({ options, key: (previous?.key ?? 0) + 1 }))
      }),
    [],
  )
  const holder = asked && (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={asked.key}
        options={asked.options}
        onDone={(confirmed) => answer.current(confirmed)}
        afterClose={() => {
          asked.options.afterClose?.()
          setAsked(null)
        }}
      />
    </Suspense>
  )
  return [confirm, holder]
}
