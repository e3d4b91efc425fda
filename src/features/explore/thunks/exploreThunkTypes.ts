import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';

export type ExploreThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
