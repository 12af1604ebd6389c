import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './campo.css';

const raiz = document.getElementById('raiz');
if (!raiz) throw new Error('Elemento #raiz ausente');
// Persistent storage: the browser does not evict the outbox and the slice under storage pressure.
void navigator.storage?.persist?.();
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
