/**
 * Colour schemes of charts (spec charts §9: categorical and sequential), and the stable
 * label → colour assignment a chart uses so a series keeps its colour across renders.
 */

interface ColorScheme {
  id: string;
  label: string;
  colors: readonly string[];
}

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';
/** The spec's default fixed colour, rgba(0,122,135,1). */
export const DEFAULT_FIXED_COLOR = 'rgba(0,122,135,1)';

export const CATEGORICAL_SCHEMES: readonly ColorScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
    ],
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  {
    id: 'echarts4Colors',
    label: 'ECharts v4.x Colors',
    colors: [
      '#c23531',
      '#2f4554',
      '#61a0a8',
      '#d48265',
      '#91c7ae',
      '#749f83',
      '#ca8622',
      '#bda29a',
      '#6e7074',
      '#546570',
      '#c4ccd3',
    ],
  },
];

const SEQUENTIAL_SCHEMES: readonly ColorScheme[] = [
  {
    id: 'superset_seq_1',
    label: 'Superset Sequential #1',
    colors: ['#E5F6FA', '#BDE9F2', '#8FD3E4', '#60BDD6', '#1FA8C9', '#1A85A0', '#146176'],
  },
  { id: 'blue_white_yellow', label: 'blue/white/yellow', colors: ['#00d1c1', 'white', '#ffb400'] },
  { id: 'fire', label: 'fire', colors: ['white', 'yellow', 'red', 'black'] },
  { id: 'white_black', label: 'white/black', colors: ['white', 'black'] },
  { id: 'black_white', label: 'black/white', colors: ['black', 'white'] },
  {
    id: 'schemeBlues',
    label: 'Blues',
    colors: ['#b5d4e9', '#93c3df', '#6daed5', '#4b97c9', '#2f7ebc', '#1864aa', '#0a4a90', '#08306b'],
  },
  {
    id: 'schemeRdYlGn',
    label: 'Red/Yellow/Green',
    colors: [
      '#a50026',
      '#d73027',
      '#f46d43',
      '#fdae61',
      '#fee08b',
      '#d9ef8b',
      '#a6d96a',
      '#66bd63',
      '#1a9850',
      '#006837',
    ],
  },
];

function findScheme(schemes: readonly ColorScheme[], id: string | null | undefined, fallback: string): ColorScheme {
  return schemes.find((scheme) => scheme.id === id) ?? schemes.find((scheme) => scheme.id === fallback)!;
}

export function getCategoricalScheme(id?: string | null): ColorScheme {
  return findScheme(CATEGORICAL_SCHEMES, id, DEFAULT_CATEGORICAL_SCHEME);
}

export function getSequentialScheme(id?: string | null): ColorScheme {
  return findScheme(SEQUENTIAL_SCHEMES, id, DEFAULT_SEQUENTIAL_SCHEME);
}

export const CATEGORICAL_SCHEME_OPTIONS: readonly (readonly [string, string])[] = CATEGORICAL_SCHEMES.map(
  (scheme) => [scheme.id, scheme.label] as const,
);
export const SEQUENTIAL_SCHEME_OPTIONS: readonly (readonly [string, string])[] = SEQUENTIAL_SCHEMES.map(
  (scheme) => [scheme.id, scheme.label] as const,
);

/**
 * Colours by label for one chart: a label keeps the colour it first got (in order of first use),
 * and `labelColors` (a dashboard's label_colors) wins over the scheme.
 */
export function createCategoricalColorScale(
  schemeId?: string | null,
  labelColors: Record<string, string> = {},
): (label: string) => string {
  const { colors } = getCategoricalScheme(schemeId);
  const assigned = new Map<string, string>();
  return (label: string) => {
    const fixed = labelColors[label];
    if (fixed) return fixed;
    let color = assigned.get(label);
    if (!color) {
      color = colors[assigned.size % colors.length]!;
      assigned.set(label, color);
    }
    return color;
  };
}

/** `label_colors` as a label → colour map; anything else (a stale or hand-edited value) is ignored. */
function labelColorsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * The colour scale of a categorical chart: its `color_scheme`, with the `label_colors` a dashboard
 * puts into every chart's form data winning, so one label has one colour across the dashboard.
 */
export function categoricalColorScaleFor(formData: Readonly<Record<string, unknown>>): (label: string) => string {
  const schemeId = typeof formData.color_scheme === 'string' ? formData.color_scheme : undefined;
  return createCategoricalColorScale(schemeId, labelColorsOf(formData.label_colors));
}
