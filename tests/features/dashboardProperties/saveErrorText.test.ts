// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardSaveErrorText } from '../../../src/features/dashboardProperties/saveErrorText';

describe('dashboard save failure texts', () => {
  it("says the spec's permission texts on a refusal", () => {
    const forbidden = { error: 'Forbidden', status: 403 };
    expect(dashboardSaveErrorText(forbidden, 'properties')).toBe('You do not have permission to edit this dashboard');
    expect(dashboardSaveErrorText(forbidden, 'css')).toBe('You do not have permissions to edit this dashboard.');
    expect(dashboardSaveErrorText(forbidden, 'publish')).toBe('You do not have permissions to edit this dashboard.');
  });

  it('names the fields a 400 or 422 refused', () => {
    const error = {
      error: 'Unknown field.',
      status: 400,
      body: { message: { json_metadata: [{ bogus: ['Unknown field.'] }] } },
    };
    expect(dashboardSaveErrorText(error, 'properties')).toBe(
      'Sorry, there was an error saving this dashboard: json_metadata: [{"bogus":["Unknown field."]}]',
    );
  });

  it("uses the server's message, or the unknown-error text", () => {
    expect(dashboardSaveErrorText({ error: 'Slug taken', status: 422 }, 'properties')).toBe(
      'Sorry, there was an error saving this dashboard: Slug taken',
    );
    expect(dashboardSaveErrorText(undefined, 'properties')).toBe('Sorry, an unknown error occurred');
  });
});
