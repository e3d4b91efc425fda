import { ScatterChart } from 'echarts/charts';

export default [ScatterChart];
