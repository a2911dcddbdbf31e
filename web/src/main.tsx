import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The home page comes with its first paint prerendered (web/prerender.ts): take it over.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
