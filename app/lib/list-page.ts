/**
 * A page of an admin list as the browser gets it (ADR 035, ADR 040): its rows, newest first,
 * where it starts and where the next page does.
 */
export interface ListPage<Row> {
  rows: Row[];
  /** The cursor this page starts after (`?before=`), null for the newest rows. */
  before: string | null;
  /** The cursor of the next page ('Show older'), null when this page holds the oldest row. */
  older: string | null;
}
