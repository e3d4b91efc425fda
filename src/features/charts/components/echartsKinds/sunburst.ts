import { SunburstChart } from 'echarts/charts';

export default [SunburstChart];
