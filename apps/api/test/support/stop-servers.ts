import { openApiMismatches } from './openapi-check.js';
import { stopAllServerProcesses } from './server-process.js';
import { stopAllTools } from './run-tool.js';

// Every answer a test received must agree with the served OpenAPI document (openapi-check.ts).
const checkAnswers = async () => {
  const mismatches = await openApiMismatches();
  if (mismatches.length) throw new Error(`Resposta fora do documento OpenAPI:\n${mismatches.join('\n')}`);
};
afterEach(checkAnswers);

// A test that fails between starting a server process and stopping it must not leave it running
// (Jest would never exit and the run would hang until CI's limit). The same for spawned tools.
afterAll(async () => {
  stopAllTools();
  await stopAllServerProcesses();
  await checkAnswers();
}, 30_000);
