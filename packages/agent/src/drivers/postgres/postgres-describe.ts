/**
 * @module agent/drivers/postgres-describe
 * Asks PostgreSQL for a statement's result columns without running it: Parse + Describe + Sync, one round
 * trip, through node-postgres' Submittable hook (node-postgres has no public describe call). Used to learn
 * the column names and types the JSON wrapper needs, and to find out whether a statement can be a
 * subquery at all. Executes nothing; binds nothing.
 */
import type { Connection, FieldDef, Submittable } from 'pg';

export class DescribeStatement implements Submittable {
  private fields: FieldDef[] = [];
  private settle: { resolve: (fields: FieldDef[]) => void; reject: (err: unknown) => void } | undefined;
  readonly result: Promise<FieldDef[]>;

  constructor(private readonly text: string) {
    this.result = new Promise<FieldDef[]>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: Connection): void {
    // An unnamed statement, replaced by the next Parse on this connection.
    connection.parse({ name: '', text: this.text, types: [] }, true);
    connection.describe({ type: 'S', name: '' }, true);
    connection.sync();
  }

  handleRowDescription(msg: { fields: FieldDef[] }): void {
    this.fields = msg.fields;
  }

  handleError(err: unknown): void {
    this.settle?.reject(err);
  }

  handleReadyForQuery(): void {
    // NoData (a statement without result columns) reaches no handler: fields simply stay empty.
    this.settle?.resolve(this.fields);
  }

  // Never sent for a describe-only exchange; present because node-postgres may call them on any query.
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}
