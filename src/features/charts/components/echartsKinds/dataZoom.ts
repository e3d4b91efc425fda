import { DataZoomComponent } from 'echarts/components';

export default [DataZoomComponent];
