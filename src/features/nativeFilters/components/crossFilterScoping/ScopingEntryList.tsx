/**
 * The left side of the cross-filter scoping modal: 'All charts' (the global scope) and each
 * interactive chart, a chart with a scope of its own marked and offering to go back to the global one.
 */
import { Button, Tag } from 'antd';

interface ScopingEntryListProps {
  charts: readonly { id: number; sliceName: string }[];
  /** The chart whose scope is shown; null: the global scope. */
  selected: number | null;
  isCustom(chartId: number): boolean;
  onSelect(chartId: number | null): void;
  onUseGlobal(chartId: number): void;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const itemStyle = { display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 } as const;

export function ScopingEntryList({ charts, selected, isCustom, onSelect, onUseGlobal }: ScopingEntryListProps) {
  return (
    <nav aria-label="Cross-filter scopes">
      <ul style={listStyle}>
        <li style={itemStyle}>
          <Button
            block
            type={selected === null ? 'primary' : 'text'}
            aria-pressed={selected === null}
            data-test="cross-filter-scoping-global"
            onClick={() => onSelect(null)}
            style={{ justifyContent: 'flex-start' }}
          >
            All charts
          </Button>
        </li>
        {charts.map((chart) => {
          const custom = isCustom(chart.id);
          return (
            <li key={chart.id} style={itemStyle} data-test="cross-filter-scoping-chart" data-custom={custom}>
              <Button
                block
                type={selected === chart.id ? 'primary' : 'text'}
                aria-pressed={selected === chart.id}
                onClick={() => onSelect(chart.id)}
                style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
              >
                {chart.sliceName}
              </Button>
              {custom && (
                <>
                  <Tag color="blue">Custom</Tag>
                  <Button
                    size="small"
                    type="link"
                    aria-label={`Use the global scoping for ${chart.sliceName}`}
                    title="Use the global scoping"
                    onClick={() => onUseGlobal(chart.id)}
                  >
                    Reset
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
