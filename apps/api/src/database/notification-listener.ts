import pg from 'pg';
import { ClienteVigiado } from './vigia-de-conexoes.js';

export interface ListenerEvents {
  /** LISTEN is in place: from now on no notification on the channel is missed. */
  up(): void;
  /** The connection is gone: notifications may be missed until the next up(). */
  down(reason: string): void;
  notify(payload: string): void;
}

const RECONNECT_DELAY_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** The barrier's statement, named so request counts can tell it from the app's own queries. */
export const SYNC_STATEMENT = 'SELECT 1 AS notificacoes_em_dia';

/**
 * A connection of its own that LISTENs on one channel and reconnects every second when lost. Its
 * callers must treat down() as "anything may have changed" (a missed NOTIFY is never replayed).
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;
  private listening = false;
  /** The last round trip sent on this connection, and the next one (not sent yet: any caller may share it). */
  private sent: Promise<boolean> | undefined;
  private next: Promise<boolean> | undefined;

  constructor(
    private readonly url: string | undefined,
    private readonly channel: string,
    private readonly applicationName: string,
    private readonly events: ListenerEvents,
  ) {}

  /** The server process id of the listening connection (tests end it with pg_terminate_backend). */
  get pid(): number | undefined {
    return this.listening ? (this.client as unknown as { processID?: number })?.processID : undefined;
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    // Bounded like the pools: a frozen PostgreSQL ends the barrier's round trip (then down(): fail
    // safe) instead of leaving every request that waits for it hanging; so does connecting to it.
    const client = new ClienteVigiado({
      connectionString: this.url,
      application_name: this.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    this.client = client;
    const lost = (reason: string) => {
      if (this.client !== client || this.stopped) return;
      this.client = undefined;
      this.listening = false;
      this.events.down(reason);
      client.end().catch(() => undefined);
      clearTimeout(this.reconnect);
      this.reconnect = setTimeout(() => void this.start(), RECONNECT_DELAY_MS);
      this.reconnect.unref();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('conexão encerrada'));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.events.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.client !== client || this.stopped) return;
      this.listening = true;
      this.events.up();
    } catch (error) {
      lost((error as Error).message);
    }
  }

  /**
   * Resolves true once every notification committed before the call has been applied (false when
   * the connection is down). PostgreSQL hands a listening session the notifications signalled to it
   * before it answers its next query, so one round trip on this connection, sent after the call, is
   * that barrier. Callers share the next trip until it is sent: it goes at the end of this turn of
   * the event loop, once the trip in flight is answered, so a burst of requests read in one turn
   * waits for one trip (sending at the first caller made the rest of the burst wait for a second).
   */
  sync(): Promise<boolean> {
    return (this.next ??= this.sendNext());
  }

  private async sendNext(): Promise<boolean> {
    await new Promise((turnEnded) => setImmediate(turnEnded));
    await this.sent;
    // Sent from here on: a later caller needs a later trip.
    this.next = undefined;
    return (this.sent = this.roundTrip());
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    try {
      if (!client || !this.listening) return false;
      await client.query(SYNC_STATEMENT);
      return this.client === client && this.listening;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }
}
