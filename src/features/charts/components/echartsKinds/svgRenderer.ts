import { SVGRenderer } from 'echarts/renderers';

export default [SVGRenderer];
