import { stopAllServerProcesses } from './server-process.js';
import { stopAllTools } from './run-tool.js';

// A test that fails between starting a server process and stopping it must not leave it running
// (Jest would never exit and the run would hang until CI's limit). The same for spawned tools.
afterAll(async () => {
  stopAllTools();
  await stopAllServerProcesses();
}, 30_000);
