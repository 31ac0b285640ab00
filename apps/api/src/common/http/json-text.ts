/**
 * An answer already serialised as JSON, e.g. with a part PostgreSQL built as text (issue 30: the
 * 50 lines of a quotation are not parsed and re-serialised by Node). The adapter sends the text as
 * `res.json()` sends an object: same bytes, same Content-Type. `T` is the shape the text holds, the
 * one the route documents.
 */
export class JsonText<T> {
  /** Never set: only carries `T` for the compiler. */
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}
