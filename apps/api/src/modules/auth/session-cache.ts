import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { NotificationListener } from '../../database/notification-listener.js';

/** How long a session check is trusted without asking the database (NOTIFY ends it sooner). */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;
export const SESSION_CHANNEL = 'sessoes';

interface Entry<T> {
  userId: number;
  value: T;
  until: number;
}

/**
 * A short in-process memory of session checks, keyed by token id (jti). Triggers in the database
 * NOTIFY every change that can end a session (migration 20261127030001); this instance LISTENs on a
 * connection of its own and forgets what changed. Fail safe: while that connection is down, nothing
 * is served from or kept in memory; on reconnect the memory starts empty (what was missed is gone).
 */
@Injectable()
export class SessionCache<T = unknown> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Sessões');
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly listener: NotificationListener;
  private listening = false;
  /** Bumped by every invalidation: a database answer read before one is not kept. */
  private epoch = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new NotificationListener(config.database.url, SESSION_CHANNEL, 'portal-sessoes', {
      up: () => {
        this.clear();
        this.listening = true;
      },
      down: (reason) => {
        if (this.listening)
          this.logger.warn(`Escuta de sessões perdida (${reason}): consultando o banco a cada requisição`);
        this.disable();
      },
      notify: (payload) => this.invalidate(payload || '*'),
    });
  }

  /** Whether the cache is in use (the LISTEN connection is up). */
  get enabled(): boolean {
    return this.listening;
  }

  /** The LISTEN connection's server process id (tests end it to prove the fail-safe). */
  get listenerPid(): number | undefined {
    return this.listener.pid;
  }

  get size(): number {
    return this.entries.size;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.disable();
    await this.listener.stop();
  }

  /** The cached answer for a token, or what `load` reads (kept only if nothing changed meanwhile). */
  async get(userId: number, jti: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.listening && this.entries.has(jti)) {
      // Every change committed before this request (a logout or deactivation on any instance) is
      // applied before a cached answer is trusted: one round trip on the LISTEN connection, shared
      // by the requests waiting at the same time, instead of the session query on the pool.
      const synced = await this.listener.sync();
      const hit = synced ? this.entries.get(jti) : undefined;
      if (this.listening && hit && hit.userId === userId && hit.until > Date.now()) return hit.value;
    }
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && this.listening && epoch === this.epoch) this.keep(userId, jti, value);
    return value;
  }

  /**
   * The cached answer at once, if any, with whether it still holds once every change committed before
   * this call is applied: the same barrier `get` waits for, sent now and awaited by the caller later
   * (ParallelSessionCheck). It holds if the entry is still the one answered (no NOTIFY dropped it).
   */
  cached(userId: number, jti: string): { value: T; holds: Promise<boolean> } | undefined {
    const hit = this.listening ? this.entries.get(jti) : undefined;
    if (!hit || hit.userId !== userId || hit.until <= Date.now()) return undefined;
    const holds = this.listener.sync().then((synced) => synced && this.listening && this.entries.get(jti) === hit);
    return { value: hit.value, holds };
  }

  private keep(userId: number, jti: string, value: T): void {
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.forget(jti);
    this.entries.set(jti, { userId, value, until: Date.now() + SESSION_CACHE_TTL_MS });
    let jtis = this.byUser.get(userId);
    if (!jtis) this.byUser.set(userId, (jtis = new Set()));
    jtis.add(jti);
  }

  private forget(jti: string): void {
    const entry = this.entries.get(jti);
    if (!entry) return;
    this.entries.delete(jti);
    this.byUser.get(entry.userId)?.delete(jti);
  }

  /** Applies one NOTIFY payload: 'u:<user id>', 'j:<jti>' or '*'. */
  invalidate(payload: string): void {
    this.epoch++;
    if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const jti of this.byUser.get(userId) ?? []) this.entries.delete(jti);
      this.byUser.delete(userId);
    } else if (payload.startsWith('j:')) {
      this.forget(payload.slice(2));
    } else {
      this.clear();
    }
  }

  private clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  private disable(): void {
    this.listening = false;
    this.clear();
  }
}
