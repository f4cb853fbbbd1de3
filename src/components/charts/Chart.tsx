import { useEffect, useId, useRef, useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { SimpleTable } from '../data-table/SimpleTable'
import { useSettings } from '../use-settings'
import { useUi } from '../../stores/ui'
import { effectiveThemeMode, primaryColor } from '../../lib/theme'
import './charts.css'

export interface ChartItem {
  key: string | number
  /** what the axis and the table show (dates already in the settings' format) */
  label: string
  value: number
}

export interface ChartProps {
  kind: 'bar' | 'line'
  /** the chart's title: its caption and the canvas's name */
  title: string
  items: ChartItem[]
  /** the table's first column header (the axis: day, month, car…) */
  labelHeader: string
  /** the series' name (the table's second column header) */
  valueHeader: string
  format: (value: number) => string
  /** drill-down: a click on a bar, or the table's button for its row */
  onSelect?: (item: ChartItem) => void
  /** the accessible name of a row's drill-down button */
  selectLabel?: (item: ChartItem) => string
  /** time the drawing took (ms), once the chart is on the screen after its data arrived */
  onDrawn?: (ms: number) => void
  height?: number
}

// jsdom (the screen tests) draws no canvas: the table alternative carries the same numbers there.
const canDraw = typeof navigator !== 'undefined' && !navigator.userAgent.includes('jsdom')

/**
 * A bar or line chart (chart.js, loaded lazily) with its text alternative: the same numbers as a table behind
 * "Xem dạng bảng", whose rows also give the drill-down to keyboard and screen-reader users. Colours follow the
 * settings' primary colour and the light/dark theme.
 */
export function Chart(props: ChartProps) {
  const {
    kind,
    title,
    items,
    labelHeader,
    valueHeader,
    format,
    onSelect,
    selectLabel,
    onDrawn,
    height = 280,
  } = props
  const { t } = useTranslation('stats')
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [showTable, setShowTable] = useState(false)
  const tableId = useId()
  const settings = useSettings()
  const mode = effectiveThemeMode(
    settings,
    useUi((s) => s.themeMode),
  )
  const color = primaryColor(settings.main_color)
  // the latest callbacks without redrawing for each render
  const latest = useRef({ onSelect, items, format, onDrawn })
  useEffect(() => {
    latest.current = { onSelect, items, format, onDrawn }
  })

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !canDraw) return
    let chart: { destroy(): void } | undefined
    let cancelled = false
    const started = performance.now()
    void import('./draw').then(({ draw }) => {
      if (cancelled) return
      const css = getComputedStyle(document.documentElement)
      const drawStart = performance.now()
      chart = draw(canvas, {
        kind,
        labels: items.map((i) => i.label),
        values: items.map((i) => i.value),
        seriesLabel: valueHeader,
        color,
        textColor: css.getPropertyValue('--color-text').trim() || (mode === 'dark' ? '#ddd' : '#333'),
        gridColor: css.getPropertyValue('--color-border-secondary').trim() || 'rgba(128,128,128,0.2)',
        format: (v) => latest.current.format(v),
        onSelect: latest.current.onSelect
          ? (index) => latest.current.onSelect?.(latest.current.items[index])
          : undefined,
      })
      const drawn = performance.now()
      latest.current.onDrawn?.(drawn - drawStart)
      // read by the benchmark: the drawing alone, and from the data's arrival (chart.js loading included)
      canvas.dataset.drawMs = (drawn - drawStart).toFixed(1)
      canvas.dataset.drawnIn = (drawn - started).toFixed(1)
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [kind, items, valueHeader, color, mode])

  return (
    <figure className="chart">
      <figcaption className="chart__title">
        <span>{title}</span>
        <button
          type="button"
          className="chart__toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </button>
      </figcaption>
      <div className="chart__canvas" style={{ height }}>
        <canvas ref={canvasRef} role="img" aria-label={title} data-testid="chart-canvas">
          {title}
        </canvas>
      </div>
      <div id={tableId} hidden={!showTable}>
        <SimpleTable
          caption={title}
          className="chart__table"
          columns={[
            {
              id: 'label',
              header: labelHeader,
              rowHeader: true,
              cell: (item) =>
                onSelect ? (
                  <Button
                    type="link"
                    size="small"
                    aria-label={selectLabel?.(item)}
                    onClick={() => onSelect(item)}
                  >
                    {item.label}
                  </Button>
                ) : (
                  item.label
                ),
            },
            { id: 'value', header: valueHeader, align: 'right', cell: (item) => format(item.value) },
          ]}
          rows={items}
          getRowId={(item) => item.key}
        />
      </div>
    </figure>
  )
}
