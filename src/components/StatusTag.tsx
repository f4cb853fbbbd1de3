import type { ReactNode } from 'react'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { STATUS_ACTIVE } from '../api/contracts/contract'

/** Solid tag colours that keep white text at 4.5:1 or more (antd's light tag presets do not). */
const TONES = { success: '#237804', warning: '#ad4e00', danger: '#a8071a' } as const

/** A short state word on a solid colour; `tone` absent = the neutral default tag. */
export function ToneTag({ tone, children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <Tag color={tone ? TONES[tone] : undefined}>{children}</Tag>
}

/** Active 1 / locked 0 (SPEC §4), shown with words, not colour alone. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation(['ui', 'form'])
  return status === STATUS_ACTIVE ? (
    <ToneTag tone="success">{t('form:status.active')}</ToneTag>
  ) : (
    <ToneTag>{t('form:status.inactive')}</ToneTag>
  )
}

/** A colour chip with its hex code, or its `name` when it has one (the text a screen reader reads). */
export function ColorSwatch({ color, name }: { color: string | null | undefined; name?: string }) {
  if (!color) return null
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 16,
          height: 16,
          borderRadius: 4,
          background: color,
          border: '1px solid rgba(0,0,0,.2)',
        }}
      />
      <span>{name ?? color}</span>
    </span>
  )
}
