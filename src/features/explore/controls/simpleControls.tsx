/**
 * The plain controls: select (fixed or computed choices, free form, multi), checkbox, text (integer
 * or float parsing), text area and colour scheme.
 */
import { Checkbox, Input, Select } from 'antd';
import { useEffect, useId, useMemo } from 'react';
import { getCategoricalScheme, getSequentialScheme } from '../../../utils/colorSchemes';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';
import { selectValueAmongChoices } from './selectControlValue';

type Choice = readonly [string | number, string];

function choicesOf({ config, datasource, formData }: ControlComponentProps): readonly Choice[] {
  if (config.choicesFromState) return config.choicesFromState({ datasource, formData });
  return config.choices ?? [];
}

export function SelectControl(props: ControlComponentProps) {
  const { name, config, value: storedValue, onChange, validationErrors } = props;
  const id = useId();
  const choices = choicesOf(props);
  // A value that is no longer a choice is dropped from the form data, not only from the display.
  const value = selectValueAmongChoices(storedValue, choices, config);
  useEffect(() => {
    if (value !== storedValue) onChange(value);
  }, [value, storedValue, onChange]);
  const options = useMemo(() => {
    const list = choices.map(([choiceValue, label]) => ({ value: choiceValue, label }));
    const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
    for (const current of values) {
      if (
        (typeof current === 'string' || typeof current === 'number') &&
        config.freeForm &&
        !list.some((option) => option.value === current)
      ) {
        list.push({ value: current, label: String(current) });
      }
    }
    return list;
  }, [choices, value, config.freeForm]);
  const multi = Boolean(config.multi);
  return (
    <ControlHeader
      label={config.label}
      description={config.description}
      validationErrors={validationErrors}
      htmlFor={id}
    >
      <Select
        id={id}
        aria-label={config.label}
        data-control={name}
        style={{ width: '100%' }}
        mode={multi ? (config.freeForm ? 'tags' : 'multiple') : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={config.clearable ?? multi}
        value={(value as string | number | (string | number)[] | null | undefined) ?? (multi ? [] : undefined)}
        options={options}
        onChange={(next: unknown) => onChange(next === undefined ? (multi ? [] : null) : next)}
        popupMatchSelectWidth={false}
        {...(config.freeForm && !multi
          ? {
              // Free-form single select: typing a value and pressing Enter keeps it.
              onInputKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
                if (event.key !== 'Enter') return;
                const typed = (event.target as HTMLInputElement).value.trim();
                if (!typed || options.some((option) => String(option.label) === typed)) return;
                event.preventDefault();
                const numeric = Number(typed);
                onChange(
                  config.isInt || typeof options[0]?.value === 'number'
                    ? Number.isFinite(numeric)
                      ? numeric
                      : typed
                    : typed,
                );
              },
            }
          : {})}
      />
    </ControlHeader>
  );
}

export function CheckboxControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  return (
    <ControlHeader label="" validationErrors={validationErrors}>
      <Checkbox
        data-control={name}
        checked={Boolean(value ?? config.default)}
        onChange={(event) => onChange(event.target.checked)}
      >
        {config.label}
      </Checkbox>
    </ControlHeader>
  );
}

/** Text as typed; with isInt/isFloat a number when it parses (else the text, which the validators flag). */
export function parseTextControlValue(text: string, isInt?: boolean, isFloat?: boolean): string | number | null {
  if (text.trim() === '') return null;
  if (!isInt && !isFloat) return text;
  const number = Number(text);
  if (!Number.isFinite(number)) return text;
  if (isInt && !Number.isInteger(number)) return text;
  return number;
}

export function TextControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const id = useId();
  return (
    <ControlHeader
      label={config.label}
      description={config.description}
      validationErrors={validationErrors}
      htmlFor={id}
    >
      <Input
        id={id}
        data-control={name}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(parseTextControlValue(event.target.value, config.isInt, config.isFloat))}
        status={validationErrors.length ? 'error' : undefined}
      />
    </ControlHeader>
  );
}

export function TextAreaControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const id = useId();
  return (
    <ControlHeader
      label={config.label}
      description={config.description}
      validationErrors={validationErrors}
      htmlFor={id}
    >
      <Input.TextArea
        id={id}
        data-control={name}
        rows={4}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </ControlHeader>
  );
}

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <span style={{ display: 'inline-flex', gap: 1, marginRight: 8, verticalAlign: 'middle' }}>
      {colors.slice(0, 10).map((color, index) => (
        <span key={`${color}-${index}`} style={{ width: 10, height: 12, background: color, display: 'inline-block' }} />
      ))}
    </span>
  );
}

export function ColorSchemeControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const id = useId();
  const sequential = config.schemeKind === 'sequential';
  const options = (config.choices ?? []).map(([schemeId, label]) => {
    const scheme = sequential ? getSequentialScheme(String(schemeId)) : getCategoricalScheme(String(schemeId));
    return {
      value: schemeId,
      label: (
        <span>
          <Swatches colors={scheme.colors} />
          {label}
        </span>
      ),
    };
  });
  return (
    <ControlHeader
      label={config.label}
      description={config.description}
      validationErrors={validationErrors}
      htmlFor={id}
    >
      <Select
        id={id}
        aria-label={config.label}
        data-control={name}
        style={{ width: '100%' }}
        value={(value as string | undefined) ?? (config.default as string)}
        options={options}
        onChange={(next) => onChange(next)}
      />
    </ControlHeader>
  );
}
