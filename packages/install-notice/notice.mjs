// npm runs every dependency's preinstall before any install script, and hides the output of both
// unless a script fails. sqlite3's install compiles SQLite from source (.prebuild-installrc), a
// silent two minutes on a small machine, so this says what is happening straight to the terminal.
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const root = process.env.INIT_CWD || process.cwd();
const built = join(root, 'node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');

if (!existsSync(built)) {
  const line = 'sitewright: building sqlite3 from source (the embedded database; about 2 minutes on 2 cores)…\n';
  try {
    const tty = openSync('/dev/tty', 'w');
    writeSync(tty, line);
    closeSync(tty);
  } catch {
    // No terminal (CI, a pipe): npm shows this if the install fails.
    process.stderr.write(line);
  }
}
