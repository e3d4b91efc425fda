import { BoxplotChart } from 'echarts/charts';

export default [BoxplotChart];
