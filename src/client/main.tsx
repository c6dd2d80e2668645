import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { textsReady } from './lib/i18n.ts';
import { App } from './app.tsx';

// A French reader's texts come in their own file: the page is drawn once they are there.
void textsReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
