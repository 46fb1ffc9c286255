/** The pages each role sees, in the order the navigation lists them (the first opens after sign-in). */
import type { PageEntry } from '../page-props.js';
import { FhirPage } from './fhir.js';
import { HistoryPage } from './history.js';
import { OperatorAgentsPage } from './operator-agents.js';
import { OperatorHealthPage } from './operator-health.js';
import { OperatorIntegratorsPage } from './operator-integrators.js';
import { OperatorSitesPage } from './operator-sites.js';
import { OperatorWebhooksPage } from './operator-webhooks.js';
import { RegisteredPage } from './registered.js';
import { SitesPage } from './sites.js';
import { WebhooksPage } from './webhooks.js';
import { WorkbenchPage } from './workbench.js';

export const INTEGRATOR_PAGES: PageEntry[] = [
  { path: '/sites', title: 'Sites', component: SitesPage },
  { path: '/sql', title: 'SQL workbench', component: WorkbenchPage },
  { path: '/history', title: 'Query history', component: HistoryPage },
  { path: '/fhir', title: 'FHIR browser', component: FhirPage },
  { path: '/registered', title: 'Registered queries', component: RegisteredPage },
  { path: '/webhooks', title: 'Webhooks', component: WebhooksPage },
];

export const OPERATOR_PAGES: PageEntry[] = [
  { path: '/operator/integrators', title: 'Integrators', component: OperatorIntegratorsPage },
  { path: '/operator/sites', title: 'Sites', component: OperatorSitesPage },
  { path: '/operator/agents', title: 'Connected agents', component: OperatorAgentsPage },
  { path: '/operator/webhooks', title: 'Webhooks', component: OperatorWebhooksPage },
  { path: '/operator/health', title: 'Health', component: OperatorHealthPage },
];
