import { HeatmapChart } from 'echarts/charts';

export default [HeatmapChart];
