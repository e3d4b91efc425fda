import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';

export type DashboardThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
