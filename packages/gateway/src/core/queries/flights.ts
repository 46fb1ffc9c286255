/**
 * @module core/queries/flights
 * Immediate queries in flight, held in memory by the instance that serves them. Nobody else can observe
 * one between its request and its answer, so the store sees it once: when it is final, its record (and
 * the pages uploaded for it) is written in one batch with the other queries that finished in the same
 * turn (on SQLite, in the same few milliseconds). Until then it is readable here; afterwards from the
 * store. At shutdown whatever is still in flight is written as it stands, so it stays readable and is
 * finalised later by its agent's report or the stalled-query sweep. Moves no query itself
 * (core/queries/lifecycle does).
 */
import type { Logger } from '../../log.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import type { Store } from '../../store/db.js';
import type { Query, ResultPage } from '../../store/model.js';
import type { Signal } from '../../store/notifications.js';
import { withoutQueryData } from '../../store/queries.js';
import { BatchWriter } from '../batch-writer.js';
import { commitFinalRecords } from './final-commit.js';

/**
 * On SQLite, final records are written in group commits of up to this many milliseconds: a commit per record
 * costs several times the CPU of a record in a shared commit, and was a large share of the gateway's work per
 * immediate query. Answers are given before their records are
 * written either way, and on this single-instance store a record is read from its flight until then. So
 * the window only widens what a crash can lose, from the moment after each answer to a few milliseconds:
 * the records of queries already answered (their status reads would then find nothing). PostgreSQL keeps
 * the end-of-turn batch: there another instance may read the record as soon as its answer is out.
 */
const SQLITE_GROUP_COMMIT_MS = 5;

export interface Flight {
  /** The query as it stands (replaced at each transition). */
  query: Query;
  /** When the job was handed to the agent: the immediate `downloading` phase starts there. */
  dispatchedAt: string | undefined;
  /** Pages uploaded for it and complete (their content is in the page content store). */
  readonly pages: Map<number, ResultPage>;
  /** The upload attempt that may complete each page (a newer attempt supersedes an older one). */
  readonly uploads: Map<number, string>;
  /** Set when its record is being written. */
  persisted: Promise<void> | undefined;
  /**
   * Created by another instance (which waits for it) and already in the store as `queued`: its final record
   * is an update of that row, and its end is signalled to the other instance.
   */
  readonly adopted: boolean;
  /**
   * False when the caller keeps no result (the FHIR facade): it takes the result from memory, and the
   * record is written without its command and result (see writtenWithoutData).
   */
  readonly keepsData: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Whether the flight's record is written already forgotten, as retention leaves it: a final flight whose
 * caller keeps no data and whose result came inline. Pages are in the page content store by then, so a
 * paged result is written as it is and forgotten once read (core/queries/forget).
 */
export function writtenWithoutData(flight: Flight): boolean {
  return !flight.keepsData && flight.pages.size === 0 && isFinalStatus(flight.query.status);
}

export class ImmediateFlights {
  private readonly flights = new Map<string, Flight>();
  private readonly writer: BatchWriter<Flight>;

  /**
   * `finishedSignal`: for an adopted flight, the wake-up of the instance waiting on it, sent by the write of
   * its final record (the cluster's `queryFinishedSignal`).
   */
  constructor(
    store: Store,
    private readonly log: Logger,
    finishedSignal: (queryId: string) => Signal | undefined = () => undefined,
  ) {
    this.writer = new BatchWriter(
      (batch) =>
        commitFinalRecords(
          store,
          batch.map((f) => ({
            query: writtenWithoutData(f) ? withoutQueryData(f.query) : f.query,
            pages: [...f.pages.values()],
            stored: f.adopted,
            ...(f.adopted ? { signal: finishedSignal(f.query.id) } : {}),
          })),
        ),
      { windowMs: store.engine === 'sqlite' ? SQLITE_GROUP_COMMIT_MS : 0 },
    );
  }

  get size(): number {
    return this.flights.size;
  }

  /** `keepsData`: false when the caller keeps no result (see Flight.keepsData). */
  add(query: Query, keepsData = true): Flight {
    return this.register(query, false, keepsData);
  }

  /** Takes over an immediate query another instance stored for a site whose agent is connected here. */
  adopt(query: Query): Flight {
    return this.flights.get(query.id) ?? this.register(query, true, true);
  }

  private register(query: Query, adopted: boolean, keepsData: boolean): Flight {
    const flight: Flight = { query, dispatchedAt: undefined, pages: new Map(), uploads: new Map(), persisted: undefined, timer: undefined, adopted, keepsData };
    this.flights.set(query.id, flight);
    return flight;
  }

  get(queryId: string): Flight | undefined {
    return this.flights.get(queryId);
  }

  values(): IterableIterator<Flight> {
    return this.flights.values();
  }

  /** Forgets a flight that never reached its agent (nothing is written: the request failed outright). */
  drop(flight: Flight): void {
    if (flight.timer) clearTimeout(flight.timer);
    this.flights.delete(flight.query.id);
  }

  /**
   * Writes a final flight's record and pages (batched), then forgets it. Resolves once written; a failed
   * write is logged (the answer is still given: the integrator has its result, only the later status read
   * is lost).
   */
  persistFinal(flight: Flight): Promise<void> {
    if (!isFinalStatus(flight.query.status)) throw new Error('persistFinal: the flight is not final');
    if (flight.timer) clearTimeout(flight.timer);
    flight.persisted ??= this.writer.write(flight).then(
      () => {
        this.flights.delete(flight.query.id);
      },
      (err: unknown) => {
        this.flights.delete(flight.query.id);
        this.log.error({ err, queryId: flight.query.id }, 'writing an immediate query record failed');
      },
    );
    return flight.persisted;
  }

  /** Shutdown: writes every flight as it stands, final or not, and waits for writes in progress. */
  async persistAll(): Promise<void> {
    const open = [...this.flights.values()].filter((f) => f.persisted === undefined);
    for (const flight of open) {
      if (flight.timer) clearTimeout(flight.timer);
      flight.persisted = this.writer.write(flight).catch((err: unknown) => this.log.error({ err, queryId: flight.query.id }, 'writing an in-flight immediate query at shutdown failed'));
    }
    await this.writer.drain();
    this.flights.clear();
  }
}
