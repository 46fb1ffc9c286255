/** What every page of the console is given, and how the navigation lists a page. */
import type { ComponentType } from 'preact';
import type { Session } from './session.js';

export interface PageProps {
  session: Session;
  /** The part of the address after the page's own path (an id), if any. */
  rest: string;
}

export interface PageEntry {
  path: string;
  title: string;
  component: ComponentType<PageProps>;
}
