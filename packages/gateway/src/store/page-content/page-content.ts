/**
 * @module store/page-content/page-content
 * The page content stores of one gateway store: where new pages go (`primary`), and every store a page
 * may name (a SQLite store keeps new pages in files and can still read pages written as chunks before).
 */
import type { PageStorage } from '../model.js';
import type { PageContentStore } from './page-content-store.js';

export class PageContent {
  private readonly byStorage: Map<PageStorage, PageContentStore>;

  constructor(
    readonly primary: PageContentStore,
    others: readonly PageContentStore[] = [],
  ) {
    this.byStorage = new Map([primary, ...others].map((s) => [s.storage, s]));
  }

  /** The store holding pages of this storage kind. */
  of(storage: Exclude<PageStorage, 'inline'>): PageContentStore {
    const store = this.byStorage.get(storage);
    if (!store) throw new Error(`this gateway store keeps no ${storage} page content`);
    return store;
  }

  /** Removes every page's content of a query, wherever it lives. */
  async discardQuery(queryId: string): Promise<void> {
    for (const store of this.byStorage.values()) await store.discardQuery(queryId);
  }
}
