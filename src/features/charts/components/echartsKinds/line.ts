import { LineChart } from 'echarts/charts';

export default [LineChart];
