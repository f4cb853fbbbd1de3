export { Chart, type ChartItem, type ChartProps } from './Chart'
