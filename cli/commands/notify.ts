import type { Command } from 'commander';
import { NotFoundError } from '../../server/errors.ts';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

interface NotifyOptions {
  message: string;
  all?: boolean;
  json?: boolean;
}

const MAX_MESSAGE_LENGTH = 1000;
/** Users per notify call with --all: one insert and its jobs per batch. */
const BATCH_SIZE = 500;

export function registerNotifyCommand(program: Command): void {
  program
    .command('notify')
    .description(
      'Send an announcement to one user or, with --all, to every user who is not banned: in the app, and by e-mail or in the browser ' +
        'for those who turned those channels on for announcements (delivered by the running server)',
    )
    .argument('[user]', 'the user: numeric id or e-mail address (leave out with --all)')
    .requiredOption('--message <text>', `what to say, as plain text: HTML tags are shown as typed, not rendered (at most ${MAX_MESSAGE_LENGTH} characters)`)
    .option('--all', 'send it to every user')
    .option('--json', 'print {type, message, users} as JSON')
    .action(async (ref: string | undefined, options: NotifyOptions) => notifyCommand(ref, options));
}

async function notifyCommand(ref: string | undefined, options: NotifyOptions): Promise<void> {
  const message = options.message.trim();
  if (!message) throw new CliError('--message is empty: say something');
  if (message.length > MAX_MESSAGE_LENGTH) throw new CliError(`--message takes at most ${MAX_MESSAGE_LENGTH} characters`);
  if (options.all && ref) throw new CliError(`Name one user or pass --all, not both`);
  if (!options.all && !ref) throw new CliError('Name the user to notify (id or e-mail address), or pass --all');

  const config = cliConfig();
  const users = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    // Loaded on demand so `--help` does not pay for the server.
    const [{ default: pino }, { createAppContext }, { Op }, { User }, { findUserByIdOrEmail }, { deliverNotification }, { escapeHtml }, { NOTIFICATION_TYPES }] = await Promise.all([
      import('pino'),
      import('../../server/context.ts'),
      import('sequelize'),
      import('../../server/modules/users/models.ts'),
      import('../../server/modules/users/management.ts'),
      import('../../server/modules/notifications/notify.ts'),
      import('../../server/html-escape.ts'),
      import('../../common/notifications.ts'),
    ]);
    // Only what the operator must know, on stderr: stdout carries the result or --json.
    const ctx = createAppContext({ config, db, logger: pino({ level: 'error', base: undefined }, pino.destination(2)) });
    const input = {
      type: NOTIFICATION_TYPES.announcement,
      lines: [{ type: 'primary' as const, content: escapeHtml(message) }],
      mail: { subject: message.split('\n')[0].slice(0, 150) },
    };
    if (!options.all) {
      let user;
      try {
        user = await findUserByIdOrEmail(ref!);
      } catch (error) {
        if (error instanceof NotFoundError) throw new CliError(`No user with the id or e-mail "${ref}": run \`sitewright users list\` to see them`);
        throw error;
      }
      return (await deliverNotification(ctx, [user.id], input)).length;
    }
    let sent = 0;
    for (let after = 0; ; ) {
      const batch = await User.findAll({ attributes: ['id'], where: { id: { [Op.gt]: after }, banned_at: null }, order: [['id', 'ASC']], limit: BATCH_SIZE });
      if (!batch.length) return sent;
      sent += (await deliverNotification(ctx, batch.map((user) => user.id), input)).length;
      after = batch[batch.length - 1].id;
    }
  });
  if (options.json) return printJson({ type: 'announcement', message, users });
  print(`Sent the announcement to ${users} user${users === 1 ? '' : 's'}`);
}
