import { FunnelChart } from 'echarts/charts';

export default [FunnelChart];
