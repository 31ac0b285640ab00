import { stopAllServerProcesses } from './server-process.js';

// A test that fails between starting a server process and stopping it must not leave it running
// (Jest would never exit and the run would hang until CI's limit).
afterAll(stopAllServerProcesses, 30_000);
