/** Every row's expected statuses (see permissionMatrixExpectedApi.ts and permissionMatrixExpectedData.ts). */
import { API_EXPECTED } from './permissionMatrixExpectedApi';
import { DATA_EXPECTED } from './permissionMatrixExpectedData';
import type { ExpectationTable } from './permissionMatrixTypes';

export const MATRIX_EXPECTED: ExpectationTable = { ...API_EXPECTED, ...DATA_EXPECTED };
