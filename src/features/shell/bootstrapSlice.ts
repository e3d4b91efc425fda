import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  ANONYMOUS_USER,
  defaultCommon,
  type BootstrapCommon,
  type BootstrapData,
  type BootstrapUser,
} from '../../app/bootstrap';

export interface BootstrapState {
  user: BootstrapUser;
  common: BootstrapCommon;
}

const initialState: BootstrapState = { user: ANONYMOUS_USER, common: defaultCommon() };

const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState,
  reducers: {
    bootstrapLoaded(_state, action: PayloadAction<BootstrapData>) {
      return { user: action.payload.user, common: action.payload.common };
    },
  },
});

export const { bootstrapLoaded } = bootstrapSlice.actions;
export const bootstrapReducer = bootstrapSlice.reducer;

interface WithBootstrap {
  bootstrap: BootstrapState;
}
export const selectUser = (state: WithBootstrap) => state.bootstrap.user;
export const selectConf = (state: WithBootstrap) => state.bootstrap.common.conf;
export const selectFeatureFlag = (state: WithBootstrap, flag: string) =>
  state.bootstrap.common.feature_flags[flag] === true;
