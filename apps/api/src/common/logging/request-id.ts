import { AsyncLocalStorage } from 'node:async_hooks';

// The id of the request being handled, so every log line written while handling it can carry it.
const requestIds = new AsyncLocalStorage<string>();

export const runWithRequestId = <T>(id: string, work: () => T): T => requestIds.run(id, work);

export const currentRequestId = (): string | undefined => requestIds.getStore();
