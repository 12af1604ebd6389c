import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
