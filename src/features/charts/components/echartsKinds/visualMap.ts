import { VisualMapComponent } from 'echarts/components';

export default [VisualMapComponent];
