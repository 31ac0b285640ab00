/** GET /api/logs item. */
export interface LogEntry {
  /** ISO 8601 date-time. */
  timestamp: string;
  message: string;
  data: Record<string, unknown>;
}

/** GET /api/logs query (no sorting). Dates are ISO 8601 date-times. */
export interface LogSearchQuery {
  /** Searched in the message. */
  text?: string;
  /** Searched in the JSON data (userId, idObject, email, ip, action). */
  data?: string;
  startDate?: string;
  endDate?: string;
  /** Entries about this customer (LGPD: who read its record). */
  clienteId?: number;
  /** Entries made by this user (the reader of a record). */
  usuarioId?: number;
  page?: number;
  pageSize?: number;
}
