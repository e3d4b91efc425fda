/**
 * Which value a select control keeps when its choices change (spec charts §5): with fixed choices a
 * single select drops a value that is not a choice and a multiple select keeps only its valid values.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { keepValuesAmongChoices, type SelectOption, type SelectRawValue } from '../../../components/Select/rules';
import type { ControlPanelConfig } from '../../charts';
import { panelControls } from './validation';

type Choice = readonly [string | number, string];

interface SelectControlShape {
  multi?: boolean;
  freeForm?: boolean;
}

const isRawValue = (value: unknown): value is SelectRawValue => typeof value === 'string' || typeof value === 'number';

/**
 * The value to keep: the same reference when nothing is dropped. Left alone: free-form selects
 * (any typed value is valid), an empty choice list (choices still loading), and object values
 * (adhoc columns and the like, which no choice list describes).
 */
export function selectValueAmongChoices(
  value: unknown,
  choices: readonly Choice[],
  control: SelectControlShape,
): unknown {
  if (control.freeForm || choices.length === 0 || value === null || value === undefined || value === '') return value;
  const options: SelectOption[] = choices.map(([choiceValue, label]) => ({ value: choiceValue, label }));
  if (control.multi) {
    if (!Array.isArray(value)) {
      if (!isRawValue(value)) return value;
      return (keepValuesAmongChoices(value, options, 'multiple') as SelectRawValue[]).length ? value : [];
    }
    const rawValues = value.filter(isRawValue);
    const kept = new Set(keepValuesAmongChoices(rawValues, options, 'multiple') as SelectRawValue[]);
    const next = value.filter((item) => !isRawValue(item) || kept.has(item));
    return next.length === value.length ? value : next;
  }
  if (!isRawValue(value)) return value;
  return keepValuesAmongChoices(value, options, 'single') ?? null;
}

/**
 * The form data with every select control's value kept among its choices, as a rendered select
 * keeps it — for the controls of sections that are not open (opening explore, changing viz type).
 */
export function keepSelectValuesAmongChoices(
  panel: ControlPanelConfig,
  formData: QueryFormData,
  datasource: DatasourceMeta | null,
): QueryFormData {
  let kept = formData;
  for (const { name, config } of panelControls(panel)) {
    if (config.type !== 'SelectControl' || !(name in formData)) continue;
    const choices = config.choicesFromState
      ? config.choicesFromState({ datasource, formData })
      : (config.choices ?? []);
    const value = selectValueAmongChoices(formData[name], choices, config);
    if (value !== formData[name]) kept = { ...kept, [name]: value };
  }
  return kept;
}
