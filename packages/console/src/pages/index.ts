/** The pages each role sees, in the order the navigation lists them (the first opens after sign-in). */
import type { PageEntry } from '../page-props.js';
import { HistoryPage } from './history.js';
import { OperatorIntegratorsPage } from './operator-integrators.js';
import { SitesPage } from './sites.js';
import { WorkbenchPage } from './workbench.js';

export const INTEGRATOR_PAGES: PageEntry[] = [
  { path: '/sites', title: 'Sites', component: SitesPage },
  { path: '/sql', title: 'SQL workbench', component: WorkbenchPage },
  { path: '/history', title: 'Query history', component: HistoryPage },
];

export const OPERATOR_PAGES: PageEntry[] = [{ path: '/operator/integrators', title: 'Integrators', component: OperatorIntegratorsPage }];
