/**
 * Save modal (spec charts §2, §6): 'Save (Overwrite)' only for the chart's owners, 'Save as…' a new
 * chart; the chart name; optionally an existing dashboard or a new one typed by name.
 */
import { Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useGetEditableDashboardsQuery } from '../../../api/dashboards';
import type { SaveAction, SaveChartRequest } from '../thunks/saveChart';

interface SaveChartModalProps {
  open: boolean;
  initialName: string;
  canOverwrite: boolean;
  onSave: (request: SaveChartRequest) => Promise<unknown>;
  onClose: () => void;
}

const NEW_PREFIX = '__new__:';

export function SaveChartModal({ open, initialName, canOverwrite, onSave, onClose }: SaveChartModalProps) {
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(initialName);
  const [dashboardValue, setDashboardValue] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  // Read each time the modal opens: a dashboard made meanwhile is offered too.
  const dashboardList = useGetEditableDashboardsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const dashboards = dashboardList.isError ? [] : (dashboardList.data ?? null);

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setAction(canOverwrite ? 'overwrite' : 'saveas');
  }, [open, initialName, canOverwrite]);

  const typed = search.trim();
  const exists = (title: string) => (dashboards ?? []).some((d) => d.dashboard_title === title);
  // A chosen new dashboard stays an option (by its name) once the search text is cleared.
  const chosenNew = dashboardValue?.startsWith(NEW_PREFIX) ? dashboardValue.slice(NEW_PREFIX.length) : null;
  const options = [
    ...(chosenNew && chosenNew !== typed ? [{ value: `${NEW_PREFIX}${chosenNew}`, label: chosenNew }] : []),
    ...(typed && !exists(typed) ? [{ value: `${NEW_PREFIX}${typed}`, label: `+ Create "${typed}"` }] : []),
    ...(dashboards ?? []).map((d) => ({ value: String(d.id), label: d.dashboard_title })),
  ];

  const submit = async () => {
    if (!name.trim()) return;
    setSaving(true);
    const request: SaveChartRequest = { action, sliceName: name.trim() };
    if (dashboardValue?.startsWith(NEW_PREFIX)) request.newDashboardTitle = dashboardValue.slice(NEW_PREFIX.length);
    else if (dashboardValue) {
      request.dashboardId = Number(dashboardValue);
      request.dashboardTitle = dashboards?.find((d) => String(d.id) === dashboardValue)?.dashboard_title;
    }
    const saved = await onSave(request);
    setSaving(false);
    if (saved !== null) onClose();
  };

  return (
    <Modal
      open={open}
      title="Save chart"
      okText="Save"
      onOk={() => void submit()}
      okButtonProps={{ disabled: !name.trim(), loading: saving }}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group value={action} onChange={(event) => setAction(event.target.value as SaveAction)}>
          {/* Only the chart's owners (and admins) may overwrite it: nobody else is offered it. */}
          {canOverwrite ? <Radio value="overwrite">Save (Overwrite)</Radio> : null}
          <Radio value="saveas">Save as...</Radio>
        </Radio.Group>
        <label>
          <Typography.Text strong>Chart name</Typography.Text>
          <Input
            aria-label="Chart name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Chart name"
          />
        </label>
        <label>
          <Typography.Text strong>Add to dashboard</Typography.Text>
          <Select
            aria-label="Add to dashboard"
            style={{ width: '100%' }}
            allowClear
            showSearch={{
              onSearch: setSearch,
              filterOption: (input, option) =>
                String(option?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()) || String(option?.value ?? '').startsWith(NEW_PREFIX),
            }}
            placeholder="Select a dashboard or type a new name"
            value={dashboardValue}
            onChange={setDashboardValue}
            options={options}
            loading={dashboards === null}
          />
        </label>
      </Space>
    </Modal>
  );
}
