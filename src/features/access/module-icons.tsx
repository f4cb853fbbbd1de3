import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  InboxOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'
import type { ModuleIcon } from '../../api/contracts/modules'

/** The picture of each icon name a module may carry (MODULE_ICONS). */
export const ICONS: Record<ModuleIcon, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  ScheduleOutlined,
  InboxOutlined,
  BarChartOutlined,
  EnvironmentOutlined,
  CarOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  AppstoreOutlined,
  FileTextOutlined,
  DollarOutlined,
  BellOutlined,
}

/** A module's icon and its name (`compact`: the name for screen readers and on hover only), or nothing for an unknown name. */
export function ModuleIconView({ name, compact }: { name: string | null | undefined; compact?: boolean }) {
  const Icon = name ? ICONS[name as ModuleIcon] : undefined
  if (!Icon) return null
  return (
    <span
      style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
      title={compact ? name! : undefined}
    >
      <Icon aria-hidden />
      <span className={compact ? 'sr-only' : undefined}>{name}</span>
    </span>
  )
}
