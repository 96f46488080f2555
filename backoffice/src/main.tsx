import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { addScriptFaces } from './layout/scripts-fonts';
import { hashRouteFor } from './routing';

addScriptFaces();

const target = hashRouteFor(window.location.pathname, window.location.hash);
if (target) window.history.replaceState(null, '', target);

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
