import { useState } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { REMOTE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/RemoteSearchSelect';
import { fieldStatus, type SectionProps } from './sectionProps';
import { useOwnerOptions } from './useAlertModalOptions';

/** 'General information': name, owners, description, active. */
export function GeneralSection({ form, update, errors, isReport }: SectionProps) {
  const noun = isReport ? 'report' : 'alert';
  const [search, setSearch] = useState('');
  const owners = useOwnerOptions(useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS));
  // The chosen owners keep their names while a search lists other users.
  const known = [...form.owners, ...owners.options.filter((o) => !form.owners.some((c) => c.value === o.value))];
  return (
    <>
      <Form.Item
        label={isReport ? 'Report name' : 'Alert name'}
        htmlFor="alert-name"
        required
        {...fieldStatus(errors.name)}
      >
        <Input
          id="alert-name"
          placeholder={isReport ? 'Enter report name' : 'Enter alert name'}
          value={form.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Owners" htmlFor="alert-owners" required {...fieldStatus(errors.owners)}>
        <Select<number[]>
          id="alert-owners"
          mode="multiple"
          aria-label="Owners"
          placeholder="Select owners"
          allowClear
          loading={owners.loading}
          value={form.owners.map((owner) => owner.value)}
          options={known}
          showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
          onChange={(values) => {
            update({
              owners: values.map(
                (value) => known.find((option) => option.value === value) ?? { value, label: String(value) },
              ),
            });
            setSearch('');
          }}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor="alert-description" {...fieldStatus(errors.description)}>
        <Input
          id="alert-description"
          placeholder={`Include description to be sent with ${noun}`}
          value={form.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item>
        <Switch
          id="alert-active"
          aria-label={isReport ? 'Report is active' : 'Alert is active'}
          checked={form.active}
          onChange={(active) => update({ active })}
        />{' '}
        <label htmlFor="alert-active">{isReport ? 'Report is active' : 'Alert is active'}</label>
      </Form.Item>
    </>
  );
}
