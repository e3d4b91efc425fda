/**
 * `npm run users -- <command>`: manage the embedded server's users from a terminal or a script, as
 * Superset's `fab create-user` does. It works on the data folder (TESSERA_DATA_DIR, default
 * ./.data) through the server's own store code; while the server holds the metadata file it says
 * so and changes nothing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MetadataStore } from '../store';
import { openStore, StoreUnavailableError } from './openStore';
import { passwordSource } from './passwordPrompt';
import { CommandError, createUser, listUsers, resetPassword, setActive } from './usersCommands';

export const PASSWORD_ENV = 'TESSERA_USER_PASSWORD';

const USAGE = `Usage: npm run users -- <command> [options]

Commands:
  create --username NAME --role ROLE [--role ROLE ...] [--first-name TEXT] [--last-name TEXT] [--email ADDRESS]
  list
  reset-password --username NAME
  deactivate --username NAME
  activate --username NAME

The password comes from ${PASSWORD_ENV} when it is set, otherwise from a hidden prompt.
The data folder is TESSERA_DATA_DIR (default ./.data).`;

const COMMANDS = ['create', 'list', 'reset-password', 'deactivate', 'activate'] as const;
type Command = (typeof COMMANDS)[number];

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      role: { type: 'string', multiple: true },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...extra] = positionals;
  if (values.help) return { command: null, values };
  if (!COMMANDS.includes(command as Command))
    throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
  if (extra.length) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  if (command !== 'list' && !values.username) throw new UsageError(`${command} needs --username.`);
  if (command === 'create' && !values.role?.length) throw new UsageError('create needs at least one --role.');
  return { command: command as Command, values };
}

/** The password from the environment, or asked twice on the terminal. */
async function newPassword(): Promise<string> {
  const fromEnv = process.env[PASSWORD_ENV];
  if (fromEnv !== undefined) return fromEnv;
  const source = passwordSource();
  try {
    const password = await source.ask('Password: ');
    const again = await source.ask('Repeat for confirmation: ');
    if (password !== again) throw new CommandError('The passwords do not match.');
    return password;
  } finally {
    source.close();
  }
}

/** The command line as typed, to repeat in messages (options quoted when needed). */
function commandLine(argv: string[]): string {
  const quoted = argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`));
  return ['npm run users --', ...quoted].join(' ');
}

async function run(argv: string[]): Promise<number> {
  const { command, values } = parse(argv);
  if (command === null) {
    console.log(USAGE);
    return 0;
  }
  const username = values.username ?? '';
  // Ask before opening the store, so the file is held for as short a time as possible.
  const password = command === 'create' || command === 'reset-password' ? await newPassword() : '';
  const dataDir = path.resolve(process.env.TESSERA_DATA_DIR ?? './.data');
  const store: MetadataStore = await openStore(dataDir, {
    mayCreate: command === 'create',
    command: commandLine(argv),
  });
  try {
    switch (command) {
      case 'create': {
        const options = {
          username,
          roles: values.role ?? [],
          firstName: values['first-name'],
          lastName: values['last-name'],
          email: values.email,
        };
        console.log(await createUser(store, options, password));
        break;
      }
      case 'list':
        console.log(await listUsers(store));
        break;
      case 'reset-password':
        console.log(await resetPassword(store, username, password));
        break;
      case 'deactivate':
      case 'activate':
        console.log(await setActive(store, username, command === 'activate'));
        break;
    }
    return 0;
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (error instanceof StoreUnavailableError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
    } else if (error instanceof CommandError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  },
);
