import { spawn, type ChildProcess } from 'node:child_process';
import { childEnv } from '@portal/test-support';

const running = new Set<ChildProcess>();

/** Runs a command-line tool with an explicit environment; killed when it overruns or the file ends. */
export function runTool(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: childEnv(options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 90_000);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      done({ code, stdout, stderr });
    });
  });
}

/** Run after every test file (stop-servers.ts): a failed assertion leaves no tool running. */
export function stopAllTools(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}
