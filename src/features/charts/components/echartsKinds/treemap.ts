import { TreemapChart } from 'echarts/charts';

export default [TreemapChart];
