import { BarChart } from 'echarts/charts';

export default [BarChart];
