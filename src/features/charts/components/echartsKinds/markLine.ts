import { MarkLineComponent } from 'echarts/components';

export default [MarkLineComponent];
