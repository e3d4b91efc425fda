// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyImportFailure } from '../../../src/features/dashboardList/importErrors';

const issueCodes = [{ code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' }];

describe("reading a refused import as Superset's import modal does", () => {
  it('asks to confirm the overwrite when objects already exist', () => {
    const failure = classifyImportFailure({
      error: 'Error importing dashboard',
      status: 422,
      errors: [
        {
          message: 'Error importing dashboard',
          error_type: 'GENERIC_COMMAND_ERROR',
          extra: {
            'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
            issue_codes: issueCodes,
          },
        },
      ],
    });
    expect(failure).toEqual({ kind: 'needsInput', passwordsNeeded: [], alreadyExists: ['dashboards/Sales_1.yaml'] });
  });

  it('asks for the passwords of the databases that need one', () => {
    const failure = classifyImportFailure({
      error: 'Error importing dashboard',
      errors: [
        {
          message: 'Error importing dashboard',
          extra: { 'databases/examples.yaml': { _schema: ['Must provide a password for the database'] } },
        },
      ],
    });
    expect(failure).toEqual({ kind: 'needsInput', passwordsNeeded: ['databases/examples.yaml'], alreadyExists: [] });
  });

  it('ends the import on any other problem, or on a reply without errors', () => {
    expect(
      classifyImportFailure({
        error: 'Error importing dashboard',
        errors: [
          {
            message: 'Error importing dashboard',
            extra: { 'metadata.yaml': { type: ['Must be equal to Dashboard.'] } },
          },
        ],
      }),
    ).toEqual({ kind: 'terminal', message: 'An error occurred while importing dashboard: Error importing dashboard' });
    expect(classifyImportFailure({ error: 'Not found', status: 404 })).toEqual({
      kind: 'terminal',
      message: 'An error occurred while importing dashboard: Not found',
    });
    expect(
      classifyImportFailure({
        error: 'x',
        errors: [{ message: 'Only issue codes', extra: { issue_codes: issueCodes } }],
      }),
    ).toMatchObject({ kind: 'terminal' });
  });
});
