import type { ReactNode } from 'react'

/**
 * A select's chosen option as the screen shows it, with its filter's name before it on paper ("Tài xế: Võ Văn
 * Tài", components/print/print.css's `print-only`): a printed report says what it was filtered by (antd Select's
 * `labelRender`). The "all" choice (value '') says its name already ("Tài xế: Tất cả"). The select is named by its
 * label: the paper's words are not read out. `onScreen`: the name shows on screen too (a desk's field that must say
 * what it is once filled, "Văn phòng gửi: Văn phòng Sài Gòn").
 */
export const labelOnPaper =
  (name: string, { onScreen = false }: { onScreen?: boolean } = {}) =>
  ({ label, value }: { label?: ReactNode; value?: unknown }): ReactNode =>
    value === '' ? (
      label
    ) : (
      <>
        <span className={onScreen ? undefined : 'print-only'} aria-hidden>
          {name}:{' '}
        </span>
        {label}
      </>
    )
