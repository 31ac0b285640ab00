// `portal` inside the image (`docker compose exec app portal ...`), `npm run portal -- ...` locally:
// administration commands that need no signed-in administrator, like Gitea's `admin user`.
import { ConfigError, loadConfig } from './config/app-config.js';
import { maskText } from './config/secret-mask.js';
import { connectForCommand } from './database/command-connection.js';
import {
  CommandError,
  createAdmin,
  resetPassword,
  type DbClient,
  type GeneratedAccess,
} from './database/generated-access.js';

const USAGE = `Uso: portal COMANDO
  usuarios:redefinir-senha EMAIL                  gera uma senha nova para o usuário (qualquer perfil)
  usuarios:criar-admin EMAIL [--nome "Nome Sobrenome"]  cria um administrador com senha gerada
A senha gerada aparece só aqui e vale para um acesso: no primeiro login o portal pede uma senha nova.`;

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  const run = COMMANDS[command ?? ''];
  if (!run || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { client, stop } = await connectForCommand(config);
  try {
    const access = await run(client, email, rest);
    // On stdout, to the person who typed the command: never in the server's log.
    process.stdout.write(`Usuário: ${access.email}\nSenha gerada: ${access.password}\n`);
    process.stdout.write(
      'Ela vale para um acesso: no primeiro login o portal pede uma senha nova. A ação ficou nos Logs.\n',
    );
    return 0;
  } finally {
    await client.end();
    await stop();
  }
}

const COMMANDS: Record<string, (client: DbClient, email: string, rest: string[]) => Promise<GeneratedAccess>> = {
  'usuarios:redefinir-senha': (client, email) => resetPassword(client, email),
  'usuarios:criar-admin': (client, email, rest) =>
    createAdmin(client, email, option(rest, '--nome') ?? 'Administrador do Portal'),
};

function option(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  return args[index].includes('=') ? args[index].slice(name.length + 1) : args[index + 1];
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CommandError || error instanceof ConfigError;
    console.error(known ? (error as Error).message : `Falhou: ${maskText((error as Error).message)}`);
    process.exit(1);
  },
);
