import { MarkAreaComponent } from 'echarts/components';

export default [MarkAreaComponent];
