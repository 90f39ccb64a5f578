export { LineChart, type LineChartProps, type LineChartSeries } from "./line-chart.js";
