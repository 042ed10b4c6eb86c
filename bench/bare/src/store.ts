import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import notesReducer from './notesSlice';

export function makeStore() {
  const reducer = combineReducers({
    notes: persistReducer({ key: 'bare-notes', storage, whitelist: ['items'] }, notesReducer),
  });
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return { store, persistor: persistStore(store) };
}

type Store = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<Store['getState']>;
export type AppDispatch = Store['dispatch'];
