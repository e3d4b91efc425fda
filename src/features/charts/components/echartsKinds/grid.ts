import { GridComponent } from 'echarts/components';

export default [GridComponent];
