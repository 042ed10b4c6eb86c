import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dataCleared } from '../../shared/events';
import type { ListKey } from '../../shared/events';

/** Not persisted: what the visitor should be told about the browser's storage. */
export interface PersistenceState {
  /** Lists whose last write failed (quota, disabled storage). */
  unsaved: ListKey[];
  /** Lists that held unreadable data; the original text was set aside. */
  recovered: ListKey[];
}

const initialState: PersistenceState = { unsaved: [], recovered: [] };

const addOnce = (list: ListKey[], key: ListKey) => (list.includes(key) ? list : [...list, key]);

const persistenceSlice = createSlice({
  name: 'persistence',
  initialState,
  reducers: {
    writeFailed(state, action: PayloadAction<{ key: ListKey }>) {
      state.unsaved = addOnce(state.unsaved, action.payload.key);
    },
    writeSucceeded(state, action: PayloadAction<{ key: ListKey }>) {
      if (state.unsaved.includes(action.payload.key)) {
        state.unsaved = state.unsaved.filter((key) => key !== action.payload.key);
      }
    },
    noticeDismissed(state) {
      state.recovered = [];
      state.unsaved = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dataCleared, () => initialState);
  },
});

export const { writeFailed, writeSucceeded, noticeDismissed } = persistenceSlice.actions;
export default persistenceSlice.reducer;
