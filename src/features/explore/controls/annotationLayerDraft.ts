/**
 * The rules of the annotation layer editor: which sources each layer type takes, what a new layer
 * looks like, and when a draft can be applied (a name unique among the chart's layers, a value, a
 * formula that parses).
 */
import type { AnnotationLayer, AnnotationSourceType, AnnotationType } from '../../../../common/annotationLayer';
import { isValidFormula } from '../../charts';

/** The layer types a timeseries chart draws, with Superset's labels. */
export const ANNOTATION_TYPE_CHOICES: readonly (readonly [AnnotationType, string])[] = [
  ['FORMULA', 'Formula'],
  ['EVENT', 'Event'],
  ['INTERVAL', 'Interval'],
];

/** Where events and intervals come from: an annotation layer, or a saved table chart's rows. */
export function sourceChoicesFor(annotationType: AnnotationType): (readonly [AnnotationSourceType, string])[] {
  if (annotationType === 'EVENT' || annotationType === 'INTERVAL')
    return [
      ['NATIVE', 'Superset annotation'],
      ['table', 'Table'],
    ];
  return [];
}

export function newAnnotationLayer(): AnnotationLayer {
  return {
    name: '',
    annotationType: 'FORMULA',
    sourceType: '',
    value: '',
    show: true,
    showLabel: false,
    hideLine: false,
    style: 'solid',
    color: null,
    width: 1,
    opacity: '',
    overrides: {},
    titleColumn: '',
    descriptionColumns: [],
    timeColumn: '',
    intervalEndColumn: '',
  };
}

/** A new layer type resets the source and value (each type takes its own). */
export function withAnnotationType(draft: AnnotationLayer, annotationType: AnnotationType): AnnotationLayer {
  const sources = sourceChoicesFor(annotationType);
  return { ...draft, annotationType, sourceType: sources[0]?.[0] ?? '', value: '' };
}

/** Why the draft cannot be applied yet, or null when it can. */
export function draftProblem(draft: AnnotationLayer, otherNames: readonly string[]): string | null {
  const name = draft.name.trim();
  if (!name) return 'Name is required';
  if (otherNames.includes(name)) return 'Name must be unique';
  if (draft.value === '' || draft.value === null || draft.value === undefined) return 'Value is required';
  if (draft.annotationType === 'FORMULA' && !isValidFormula(String(draft.value))) return 'Bad formula.';
  if (draft.sourceType === 'table' && !draft.timeColumn) return 'Time column is required';
  return null;
}
