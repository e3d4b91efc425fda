/** Filters and dividers in bar order. */
import { isFilterDivider, type FilterConfigItem, type FilterDataMask } from '../../rules/filterTypes';
import { FilterBarItem } from './FilterBarItem';

interface FilterBarEntriesProps {
  items: readonly FilterConfigItem[];
  dashboardId: number;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  onSelect(id: string, mask: FilterDataMask, options?: { initial?: boolean }): void;
}

export function FilterBarEntries({ items, dashboardId, orientation, onSelect }: FilterBarEntriesProps) {
  return (
    <>
      {items.map((item) =>
        isFilterDivider(item) ? (
          <div
            key={item.id}
            data-test="filter-divider"
            title={item.description}
            style={
              orientation === 'HORIZONTAL'
                ? { borderLeft: '1px solid #ccc', paddingLeft: 8, fontWeight: 600 }
                : { borderTop: '1px solid #ccc', paddingTop: 8, marginBottom: 12, fontWeight: 600 }
            }
          >
            {item.title}
          </div>
        ) : (
          <FilterBarItem
            key={item.id}
            filter={item}
            dashboardId={dashboardId}
            orientation={orientation}
            onSelect={onSelect}
          />
        ),
      )}
    </>
  );
}
