/** The shop's e-mails as the browser tests read them: the newest one recorded to an address (`manage.py last_email`). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The newest e-mail of a kind to an address (subject and plain text), waited for (a second a try, `attempts` tries) until it `has` what the test reads. */
export async function lastEmail(to: string, kind: string, has: (text: string) => boolean, attempts = 30): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const text = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'last_email', '--to', to, '--kind', kind], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      if (has(text)) return text;
    } catch {
      /* not recorded yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

/** The e-mail's links, in order. */
export const emailLinks = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];
