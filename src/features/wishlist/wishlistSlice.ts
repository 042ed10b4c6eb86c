import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WishlistEntry } from '../../shared/entities';
import { dataCleared, storageSynced } from '../../shared/events';

export interface WishlistState {
  items: WishlistEntry[];
}

const initialState: WishlistState = { items: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Duplicates are ignored (docs/product.md). */
    itemAdded(state, action: PayloadAction<WishlistEntry>) {
      if (!state.items.some((entry) => entry.id === action.payload.id)) state.items.push(action.payload);
    },
    itemRemoved(state, action: PayloadAction<{ id: number }>) {
      state.items = state.items.filter((entry) => entry.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'wishlist') state.items = action.payload.items as WishlistEntry[];
      });
  },
});

export const { itemAdded: wishlistItemAdded, itemRemoved: wishlistItemRemoved } = wishlistSlice.actions;
export default wishlistSlice.reducer;
