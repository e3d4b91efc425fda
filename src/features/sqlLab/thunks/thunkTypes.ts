/** What SQL Lab's thunks read from the store and how they are typed. */
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiRootState } from '../../../api/baseApi';
import type { BootstrapState } from '../../shell';
import type { SqlLabRootState } from '../types';

/** The parts of the app state SQL Lab's workflows read (the api's cache: databases, table metadata). */
export type SqlLabThunkState = SqlLabRootState & ApiRootState & { bootstrap: BootstrapState };

export type SqlLabThunk<Result = void> = ThunkAction<Result, SqlLabThunkState, unknown, UnknownAction>;

export type SqlLabDispatch = ThunkDispatch<SqlLabThunkState, unknown, UnknownAction>;
