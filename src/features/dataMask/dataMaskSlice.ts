import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dataMaskAfterFilterSave, type FilterConfigChanges } from './dataMaskAfterFilterSave';
import {
  emptyDataMask,
  isEmptyDataMask,
  patchedDataMask,
  type DataMaskPatch,
  type DataMaskState,
} from './dataMaskTypes';
import { hydratedDataMask, type DataMaskHydration } from './hydrateDataMask';

/**
 * Data masks (filter state + extra form data + chart-private state) by native filter or chart id
 * (reference §3.8). Clearing leaves empty masks; once every mask is empty the state is reset.
 */
function resetWhenAllEmpty(state: DataMaskState): DataMaskState {
  return Object.values(state).every(isEmptyDataMask) ? {} : state;
}

const dataMaskSlice = createSlice({
  name: 'dataMask',
  initialState: {} as DataMaskState,
  reducers: {
    dataMaskHydrated(_state, action: PayloadAction<DataMaskHydration>) {
      return hydratedDataMask(action.payload);
    },
    /** UPDATE_DATA_MASK: the given parts replace the id's current ones. */
    dataMaskUpdated: {
      reducer(state, action: PayloadAction<{ id: string; mask: DataMaskPatch }>) {
        const { id, mask } = action.payload;
        state[id] = patchedDataMask(state[id] ?? emptyDataMask(id), mask);
      },
      prepare(id: string, mask: DataMaskPatch) {
        return { payload: { id, mask } };
      },
    },
    dataMaskCleared(state, action: PayloadAction<string>) {
      return resetWhenAllEmpty({ ...state, [action.payload]: emptyDataMask(action.payload) });
    },
    /** 'Clear all': every given filter (and cross-filtering chart) back to empty. */
    dataMasksCleared(state, action: PayloadAction<readonly string[]>) {
      const cleared = { ...state };
      for (const id of action.payload) cleared[id] = emptyDataMask(id);
      return resetWhenAllEmpty(cleared);
    },
    filterConfigSaved(state, action: PayloadAction<FilterConfigChanges>) {
      return dataMaskAfterFilterSave(state, action.payload);
    },
  },
});

export const { dataMaskHydrated, dataMaskUpdated, dataMaskCleared, dataMasksCleared, filterConfigSaved } =
  dataMaskSlice.actions;
export const dataMaskReducer = dataMaskSlice.reducer;
