import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { siteFor } from './lib/brand';
import { createNotices } from './lib/notices';
import { createQueryClient } from './app/queryClient';
import { createAppRoutes } from './app/router';
import { createAppSession } from './lib/session/appSession';

const site = siteFor(window.location.hostname);
document.title = site.name;
const session = createAppSession();
const notices = createNotices();
const queryClient = createQueryClient(notices);
const router = createBrowserRouter(createAppRoutes({ session, notices, queryClient }));

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App services={{ site, session, notices }} queryClient={queryClient} router={router} />
  </StrictMode>,
);
