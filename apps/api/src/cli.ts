// `portal` inside the image (`docker compose exec app portal ...`), `npm run portal -- ...` locally:
// administration commands that need no signed-in administrator, like Gitea's `admin user`.
import { ConfigError, loadConfig, readDataDir } from './config/app-config.js';
import { EnvReader } from './config/env-reader.js';
import { maskText } from './config/secret-mask.js';
import { connectForCommand } from './database/command-connection.js';
import { backupDataDir, restoreDataDir, tamanho } from './database/copia-dos-dados.js';
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
  dados:backup ARQUIVO.tgz                        copia DATA_DIR inteira (npm start, portal parado)
  dados:restaurar ARQUIVO.tgz                     restaura essa cópia num DATA_DIR novo ou vazio
A senha gerada aparece só aqui e vale para um acesso: no primeiro login o portal pede uma senha nova.`;

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (email && command?.startsWith('dados:')) return dataCommand(command, email);
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

/** Backup and restore of an `npm start` install: DATA_DIR as a whole (the embedded cluster has no pg_dump). */
function dataCommand(command: string, file: string): number {
  if (process.env.DATABASE_URL || process.env.DATABASE_HOST) {
    console.error(
      'Com DATABASE_URL/DATABASE_HOST o banco não fica em DATA_DIR: faça o backup com pg_dump (README, Backup e restauração).',
    );
    return 2;
  }
  const dataDir = readDataDir(new EnvReader(process.env));
  if (command === 'dados:backup') {
    const target = backupDataDir(dataDir, file);
    process.stdout.write(
      `Cópia de ${dataDir} gravada em ${target} (${tamanho(target)}): banco, senha do PostgreSQL embutido, ` +
        'segredo das sessões (jwt-secret) e e-mails na caixa de saída. Guarde-a fora desta máquina, com o .env.\n',
    );
    return 0;
  }
  if (command === 'dados:restaurar') {
    restoreDataDir(file, dataDir);
    process.stdout.write(`Cópia restaurada em ${dataDir}: suba o portal (npm start) com o mesmo .env.\n`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

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
