/**
 * chart.js with only what the kit draws (bar and line charts, their scales, tooltips). Imported dynamically by
 * Chart.tsx, so chart.js reaches only the chunks of screens that draw a chart, after their figures.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
)

export interface DrawOptions {
  kind: 'bar' | 'line'
  labels: string[]
  values: number[]
  seriesLabel: string
  color: string
  textColor: string
  gridColor: string
  format: (value: number) => string
  onSelect?: (index: number) => void
}

/** Draws on the canvas; returns the chart (destroy it before drawing again). */
export function draw(canvas: HTMLCanvasElement, o: DrawOptions): Chart {
  return new Chart(canvas, {
    type: o.kind,
    data: {
      labels: o.labels,
      datasets: [
        {
          label: o.seriesLabel,
          data: o.values,
          backgroundColor: o.color,
          borderColor: o.color,
          pointRadius: o.labels.length > 60 ? 0 : 3,
          borderWidth: o.kind === 'line' ? 2 : 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      color: o.textColor,
      interaction: { mode: 'index', intersect: false },
      onClick: o.onSelect
        ? (_event, elements) => {
            if (elements[0]) o.onSelect!(elements[0].index)
          }
        : undefined,
      onHover: (event, elements) => {
        const target = event.native?.target as HTMLElement | undefined
        if (target) target.style.cursor = o.onSelect && elements.length ? 'pointer' : 'default'
      },
      plugins: {
        tooltip: { callbacks: { label: (item) => `${o.seriesLabel}: ${o.format(Number(item.raw))}` } },
      },
      scales: {
        x: { ticks: { color: o.textColor }, grid: { color: o.gridColor } },
        y: {
          beginAtZero: true,
          ticks: { color: o.textColor, callback: (value) => o.format(Number(value)) },
          grid: { color: o.gridColor },
        },
      },
    },
  })
}
