import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Services } from '../shared/services';
import type { AppDispatch, RootState } from './store';

/** Thunks get the typed state and the injected services as `extra`. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
}>();
