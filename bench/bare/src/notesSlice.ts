import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The one small slice the reference persists. */
export interface NotesState {
  items: string[];
}

const initialState: NotesState = { items: [] };

const notesSlice = createSlice({
  name: 'notes',
  initialState,
  reducers: {
    noteAdded(state, action: PayloadAction<string>) {
      state.items.unshift(action.payload);
    },
  },
});

export const { noteAdded } = notesSlice.actions;
export default notesSlice.reducer;
