// `npm run studio:user -- add --email <e-mail> --role <owner|editor|reviewer> [--name <name>]
// [--language fa|en]`: adds a studio account from a shell, as the setup address or the
// owner would. The password is read from STUDIO_PASSWORD, or a new one is made and printed
// once. `npm run studio:user -- password --email <e-mail>` sets a new one the same way and
// ends the account's sessions.
import { parseArgs } from 'node:util';
import { accountAddBody, newPassword } from '@contract/studio/accounts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { findAccountByEmail, insertAccount, updateAccount } from '../modules/studio/accounts';
import { recordAudit } from '../modules/studio/audit';
import { hashPassword } from '../modules/studio/passwords';
import { newSecret } from '../modules/studio/secrets';
import { endAccountSessions } from '../modules/studio/sessions';

const USAGE =
  'usage: npm run studio:user -- add --email <e-mail> --role <owner|editor|reviewer> [--name <name>] [--language fa|en]\n' +
  '       npm run studio:user -- password --email <e-mail>\n' +
  'The password is taken from STUDIO_PASSWORD, or made and printed once.';

function fail(message: string): never {
  process.stderr.write(`studio:user: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    language: { type: 'string', default: 'fa' },
  },
});
const [command] = positionals;
if (command !== 'add' && command !== 'password') fail('name a command: add or password');

const given = process.env.STUDIO_PASSWORD;
const password = given ?? newSecret(15);
const checked = newPassword.safeParse(password);
if (!checked.success) fail('STUDIO_PASSWORD must be 12 to 128 characters');

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
const shell = { action: 'accountAdded' as const, address: 'shell' };
try {
  if (command === 'add') {
    const parsed = accountAddBody.safeParse({
      email: values.email,
      role: values.role,
      name: values.name ?? values.email?.split('@')[0],
      language: values.language,
      password,
    });
    if (!parsed.success) {
      fail(
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    }
    const account = await insertAccount(db, {
      ...parsed.data,
      passwordHash: await hashPassword(password),
    });
    if (!account) fail(`an account with ${parsed.data.email} exists already`);
    await recordAudit(db, { ...shell, actor: null, subject: `${account.email} (${account.role})` });
    console.log(`Added ${account.role} ${account.email}.`);
  } else {
    const account = values.email
      ? await findAccountByEmail(db, values.email.trim().toLowerCase())
      : undefined;
    if (!account) fail('no account has that e-mail');
    await updateAccount(db, account.id, { password_hash: await hashPassword(password) });
    await endAccountSessions(db, account.id);
    await recordAudit(db, {
      action: 'passwordChanged',
      actor: null,
      subject: account.email,
      address: 'shell',
    });
    console.log(`New password set for ${account.email}; its sessions have ended.`);
  }
  if (!given) console.log(`Password (shown once): ${password}`);
} finally {
  await db.destroy();
}
