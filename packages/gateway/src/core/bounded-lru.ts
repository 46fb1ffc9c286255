/**
 * @module core/bounded-lru
 * An LRU cache bounded by its number of entries, without memory reserved for that bound up front.
 *
 * Why: lru-cache's `max` allocates its key, value and link arrays for all `max` entries when the cache is
 * made. The gateway's rate limiters bound the keys they remember at 100,000 so a flood of addresses cannot
 * grow them without end, and would so reserve megabytes of an idle gateway's heap for entries it almost
 * never holds. Counting each entry as 1 against
 * `maxSize` gives the same bound, the same eviction order, and arrays that grow as entries arrive.
 */
import { LRUCache } from 'lru-cache';

/** Keys and values lru-cache accepts: anything but null and undefined. */
type Present = NonNullable<unknown>;

type Options<K extends Present, V extends Present> = Omit<LRUCache.Options<K, V, unknown>, 'max' | 'maxSize' | 'sizeCalculation'>;

export function boundedLru<K extends Present, V extends Present>(maxEntries: number, options: Options<K, V> = {}): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, maxSize: maxEntries, sizeCalculation: () => 1 } as LRUCache.Options<K, V, unknown>);
}
