import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, Size } from '../../shared/entities';
import { dataCleared, orderPlaced, storageSynced } from '../../shared/events';
import { MAX_QUANTITY } from '../../shared/quantity';
import { lineTotal, normaliseQuantity } from './cartRules';

export interface CartState {
  items: CartLine[];
}

const initialState: CartState = { items: [] };

/** What the add-to-cart dialog sends: a product snapshot plus the choice. */
export type CartAddition = Omit<CartLine, 'totalPrice'>;

const sameLine = (line: CartLine, id: number, size: Size) => line.id === id && line.size === size;

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Same product and size adds to that line's quantity (up to MAX_QUANTITY); otherwise a new line. */
    itemAdded(state, action: PayloadAction<CartAddition>) {
      const addition = action.payload;
      const quantity = normaliseQuantity(addition.quantity);
      const existing = state.items.find((line) => sameLine(line, addition.id, addition.size));
      if (existing) {
        existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
        existing.totalPrice = lineTotal(existing.pricing, existing.size, existing.quantity);
      } else {
        state.items.push({
          ...addition,
          quantity,
          totalPrice: lineTotal(addition.pricing, addition.size, quantity),
        });
      }
    },
    /** The spec's store rule: a quantity of 0 or less removes the line. */
    quantityChanged(state, action: PayloadAction<{ id: number; size: Size; quantity: number }>) {
      const { id, size, quantity } = action.payload;
      if (!(quantity > 0)) {
        state.items = state.items.filter((line) => !sameLine(line, id, size));
        return;
      }
      const line = state.items.find((item) => sameLine(item, id, size));
      if (line) {
        line.quantity = normaliseQuantity(quantity);
        line.totalPrice = lineTotal(line.pricing, line.size, line.quantity);
      }
    },
    itemRemoved(state, action: PayloadAction<{ id: number; size: Size }>) {
      state.items = state.items.filter((line) => !sameLine(line, action.payload.id, action.payload.size));
    },
    /** Undo of a removal: the line comes back as it was, where it was (unless it is back already). */
    lineRestored(state, action: PayloadAction<{ line: CartLine; index: number }>) {
      const { line, index } = action.payload;
      if (state.items.some((item) => sameLine(item, line.id, line.size))) return;
      state.items.splice(Math.min(Math.max(0, index), state.items.length), 0, line);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderPlaced, (state) => {
        state.items = [];
      })
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'cart') state.items = action.payload.items as CartLine[];
      });
  },
});

export const { itemAdded, quantityChanged, itemRemoved, lineRestored } = cartSlice.actions;
export default cartSlice.reducer;
