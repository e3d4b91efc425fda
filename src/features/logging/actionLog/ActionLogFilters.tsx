import { Input, InputNumber, Select, Space } from 'antd';
import type { ActionLogRequest } from '../../../api/log';
import { ALL_USERS } from './actionLogMessages';

export type ActionLogFilterValues = Pick<ActionLogRequest, 'eventName' | 'userId' | 'dashboardId' | 'sliceId'>;

interface ActionLogFiltersProps {
  filters: ActionLogFilterValues;
  onChange: (filters: ActionLogFilterValues) => void;
  users: { id: number; username: string }[];
  usersLoading: boolean;
}

function idOrUndefined(value: number | null): number | undefined {
  return value === null || !Number.isInteger(value) ? undefined : value;
}

/** Event or action text, user, dashboard id and chart id; each change applies at once. */
export function ActionLogFilters({ filters, onChange, users, usersLoading }: ActionLogFiltersProps) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        aria-label="Action"
        placeholder="Action or event"
        allowClear
        defaultValue={filters.eventName}
        onSearch={(value) => onChange({ ...filters, eventName: value.trim() || undefined })}
        style={{ width: 220 }}
      />
      <Select<number>
        aria-label="User"
        placeholder={ALL_USERS}
        allowClear
        showSearch
        optionFilterProp="label"
        loading={usersLoading}
        value={filters.userId}
        onChange={(value) => onChange({ ...filters, userId: value ?? undefined })}
        options={users.map((user) => ({ value: user.id, label: user.username }))}
        style={{ width: 180 }}
      />
      <InputNumber<number>
        aria-label="Dashboard Id"
        placeholder="Dashboard Id"
        min={1}
        value={filters.dashboardId ?? null}
        onChange={(value) => onChange({ ...filters, dashboardId: idOrUndefined(value) })}
      />
      <InputNumber<number>
        aria-label="Slice Id"
        placeholder="Chart Id"
        min={1}
        value={filters.sliceId ?? null}
        onChange={(value) => onChange({ ...filters, sliceId: idOrUndefined(value) })}
      />
    </Space>
  );
}
