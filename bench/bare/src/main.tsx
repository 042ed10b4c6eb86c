import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { HomeScreen } from './HomeScreen';
import { makeStore } from './store';

const element = document.getElementById('root');
if (element) {
  const { store, persistor } = makeStore();
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={null} persistor={persistor}>
          <BrowserRouter>
            <Routes>
              <Route path="/" element={<HomeScreen />} />
            </Routes>
          </BrowserRouter>
        </PersistGate>
      </Provider>
    </StrictMode>,
  );
}
