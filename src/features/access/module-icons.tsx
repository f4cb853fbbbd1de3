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

/** A module's icon and its name, or nothing for an unknown name. `compact`: the icon alone, as a decoration. */
export function ModuleIconView({ name, compact }: { name: string | null | undefined; compact?: boolean }) {
  const Icon = name ? ICONS[name as ModuleIcon] : undefined
  if (!Icon) return null
  if (compact) return <Icon aria-hidden />
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <Icon aria-hidden />
      <span>{name}</span>
    </span>
  )
}
