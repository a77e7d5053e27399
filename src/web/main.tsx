// Mantine's styles are not here: they come with the Mantine layout chunk (app/layouts/mantine-layout.tsx),
// so that the public pages load neither Mantine's JavaScript nor its 250 KB of CSS.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n';

startI18n();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
