// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  draftProblem,
  newAnnotationLayer,
  sourceChoicesFor,
  withAnnotationType,
} from '../../../../src/features/explore/controls/annotationLayerDraft';

describe('the annotation layer editor rules', () => {
  const formula = { ...newAnnotationLayer(), name: 'Trend', value: '2*x+1' };

  it('applies a complete draft whose name no other layer has', () => {
    expect(draftProblem(formula, ['Other'])).toBeNull();
    expect(draftProblem({ ...formula, name: '  ' }, [])).toBe('Name is required');
    expect(draftProblem(formula, ['Trend'])).toBe('Name must be unique');
    expect(draftProblem({ ...formula, value: '' }, [])).toBe('Value is required');
  });

  it('refuses a formula that does not parse', () => {
    expect(draftProblem({ ...formula, value: '2*x+' }, [])).toBe('Bad formula.');
    expect(draftProblem({ ...formula, value: 'alert(1)' }, [])).toBe('Bad formula.');
  });

  it('offers events and intervals a Superset annotation or a table chart, formulas no source', () => {
    expect(sourceChoicesFor('FORMULA')).toEqual([]);
    expect(sourceChoicesFor('EVENT').map(([value]) => value)).toEqual(['NATIVE', 'table']);
    const event = withAnnotationType(formula, 'EVENT');
    expect(event).toMatchObject({ annotationType: 'EVENT', sourceType: 'NATIVE', value: '' });
    expect(withAnnotationType(event, 'FORMULA')).toMatchObject({ sourceType: '', value: '' });
  });

  it('needs a time column for a chart-sourced layer', () => {
    const fromTable = { ...withAnnotationType(formula, 'EVENT'), sourceType: 'table' as const, value: 4 };
    expect(draftProblem(fromTable, [])).toBe('Time column is required');
    expect(draftProblem({ ...fromTable, timeColumn: 'ds' }, [])).toBeNull();
  });
});
