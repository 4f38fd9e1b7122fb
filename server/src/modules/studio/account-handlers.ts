// Setup, sign-in and out, sessions, the account's own settings, the owner's accounts and
// the audit log. Each change that ends sessions does so in the same step, so no request
// after it is answered for a session that should have ended.
import type { FastifyRequest } from 'fastify';
import type { SignedIn } from '@contract/studio/accounts';
import { recordAudit, listAudit } from './audit';
import type { AuditAction } from './audit';
import {
  accountAnswer,
  countOwners,
  findAccount,
  findAccountByEmail,
  insertAccount,
  listAccounts,
  updateAccount,
} from './accounts';
import { hashPassword, passwordMatches } from './passwords';
import { fieldRefused, notFound, signInFailed, StudioRefusal } from './refusals';
import type { StudioCall, StudioHandlers } from './routes';
import type { MediaEndpoint } from './media/media-handlers';
import type { PostEndpoint } from './posts/post-handlers';
import type { PageEndpoint } from './pages/page-handlers';
import type { MailSettingsEndpoint } from './mail/mail-settings-handlers';
import type { SectionEndpoint } from './sections/section-handlers';
import type { InboxEndpoint } from './inbox/inbox-handlers';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import {
  endAccountSessions,
  endSession,
  endSessionById,
  listSessions,
  startSession,
} from './sessions';
import type { AccountRow, LiveSession } from './sessions';
import { hasAccounts, useSetupToken } from './setup-token';
import { clearFailures, countFailure, signInWait } from './sign-in-throttle';
import type { StudioEndpointName } from '@contract/studio/endpoints';

/** The handlers of `signedIn` endpoints run only with a session (the guard saw to it). */
const sessionOf = (request: FastifyRequest): LiveSession => request.studio.session!;

const actorOf = (account: AccountRow) => ({ id: account.id, email: account.email });

const audit = (
  call: StudioCall<StudioEndpointName>,
  action: AuditAction,
  actor: AccountRow | null,
  subject?: string,
) =>
  recordAudit(call.app.db, {
    action,
    actor: actor ? actorOf(actor) : null,
    subject,
    address: call.request.studio.address,
  });

/** A new session for the account, its cookie set: what sign-in, setup and a new password answer. */
async function signInAs(
  call: StudioCall<StudioEndpointName>,
  account: AccountRow,
): Promise<SignedIn> {
  const { app, request, reply } = call;
  const { secret, csrfToken } = await startSession(app.db, app.config.studio, account.id, {
    userAgent: request.headers['user-agent'] ?? '',
    address: request.studio.address,
  });
  setSessionCookie(request, reply, secret, app.config);
  return { account: accountAnswer(account), csrfToken };
}

async function checkCurrentPassword(account: AccountRow, given: string) {
  if (!(await passwordMatches(account.password_hash, given))) {
    throw fieldRefused('currentPassword', 'wrongPassword');
  }
}

/** The owner may not leave the studio without an owner who can sign in. */
async function keepAnOwner(call: StudioCall<StudioEndpointName>, target: AccountRow) {
  if (target.role === 'owner' && (await countOwners(call.app.db)) <= 1) {
    throw new StudioRefusal(409, 'lastOwner');
  }
}

export const accountHandlers = {
  setupState: async ({ app }) => ({ needed: !(await hasAccounts(app.db)) }),

  async setup(call) {
    const { app, body } = call;
    if (await hasAccounts(app.db)) throw new StudioRefusal(409, 'setupDone');
    const passwordHash = await hashPassword(body.password);
    const owner = await app.db.transaction().execute(async (trx) => {
      if (!(await useSetupToken(trx, body.token))) throw new StudioRefusal(410, 'setupToken');
      // Two setups at once: the second finds the first's account and stops here.
      if (await hasAccounts(trx)) throw new StudioRefusal(409, 'setupDone');
      const account = await insertAccount(trx, { ...body, role: 'owner', passwordHash });
      if (!account) throw new StudioRefusal(409, 'setupDone');
      return account;
    });
    await audit(call, 'setup', owner, owner.email);
    return signInAs(call, owner);
  },

  async signIn(call) {
    const { app, body, request } = call;
    const keys = { email: body.email, address: request.studio.address };
    const wait = await signInWait(app.db, app.config.studio, keys);
    if (wait > 0) throw new StudioRefusal(429, 'throttled', undefined, wait);
    const account = await findAccountByEmail(app.db, body.email);
    const matches = await passwordMatches(account?.password_hash, body.password);
    if (!account || !matches || account.suspended) {
      await countFailure(app.db, app.config.studio, keys);
      await audit(call, 'signInFailed', null, body.email);
      throw signInFailed();
    }
    await clearFailures(app.db, keys);
    await audit(call, 'signIn', account);
    return signInAs(call, account);
  },

  currentSession: async ({ request }) => {
    const session = sessionOf(request);
    return { account: accountAnswer(session.account), csrfToken: session.csrfToken };
  },

  async signOut(call) {
    const session = sessionOf(call.request);
    await endSession(call.app.db, session.secretHash);
    clearSessionCookie(call.reply);
    await audit(call, 'signOut', session.account);
  },

  ownSessions: async ({ app, request }) => {
    const session = sessionOf(request);
    return {
      results: await listSessions(
        app.db,
        app.config.studio,
        session.account.id,
        session.secretHash,
      ),
    };
  },

  async endOwnSession(call) {
    const session = sessionOf(call.request);
    if (!(await endSessionById(call.app.db, session.account.id, call.params.id))) throw notFound();
    await audit(call, 'sessionEnded', session.account, session.account.email);
  },

  async changeProfile({ app, request, body }) {
    const session = sessionOf(request);
    return accountAnswer(await updateAccount(app.db, session.account.id, body));
  },

  async changePassword(call) {
    const session = sessionOf(call.request);
    await checkCurrentPassword(session.account, call.body.currentPassword);
    const passwordHash = await hashPassword(call.body.newPassword);
    const account = await updateAccount(call.app.db, session.account.id, {
      password_hash: passwordHash,
    });
    // Every session of the account ends, this one too: it continues under a new id.
    await endAccountSessions(call.app.db, account.id);
    await audit(call, 'passwordChanged', account, account.email);
    return signInAs(call, account);
  },

  async changeEmail(call) {
    const session = sessionOf(call.request);
    await checkCurrentPassword(session.account, call.body.currentPassword);
    const taken = await findAccountByEmail(call.app.db, call.body.email);
    if (taken && taken.id !== session.account.id) throw fieldRefused('email', 'emailTaken');
    const account = await updateAccount(call.app.db, session.account.id, {
      email: call.body.email,
    });
    await audit(call, 'emailChanged', account, `${session.account.email} → ${account.email}`);
    return accountAnswer(account);
  },

  accounts: async ({ app }) => ({ results: (await listAccounts(app.db)).map(accountAnswer) }),

  async addAccount(call) {
    const { app, body, request } = call;
    const passwordHash = await hashPassword(body.password);
    const account = await insertAccount(app.db, { ...body, passwordHash });
    if (!account) throw fieldRefused('email', 'emailTaken');
    await audit(
      call,
      'accountAdded',
      sessionOf(request).account,
      `${account.email} (${account.role})`,
    );
    return accountAnswer(account);
  },

  async changeAccount(call) {
    const { app, body, params, request } = call;
    const owner = sessionOf(request).account;
    const target = await findAccount(app.db, params.id);
    if (!target) throw notFound();
    const demoted = body.role !== undefined && body.role !== target.role;
    const suspends = body.suspended === true && target.suspended === 0;
    if (demoted || suspends) await keepAnOwner(call, target);
    const changed = await app.db.transaction().execute(async (trx) => {
      const account = await updateAccount(trx, target.id, {
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.suspended !== undefined ? { suspended: body.suspended ? 1 : 0 } : {}),
      });
      // A role changed or an account suspended: its sessions end at once, everywhere.
      if (demoted || suspends) await endAccountSessions(trx, target.id);
      return account;
    });
    if (demoted)
      await audit(call, 'roleChanged', owner, `${target.email}: ${target.role} → ${changed.role}`);
    if (suspends) await audit(call, 'suspended', owner, target.email);
    if (body.suspended === false && target.suspended === 1)
      await audit(call, 'restored', owner, target.email);
    return accountAnswer(changed);
  },

  async accountSessions({ app, params }) {
    if (!(await findAccount(app.db, params.id))) throw notFound();
    return { results: await listSessions(app.db, app.config.studio, params.id) };
  },

  async endAccountSessions(call) {
    const target = await findAccount(call.app.db, call.params.id);
    if (!target) throw notFound();
    await endAccountSessions(call.app.db, target.id);
    await audit(call, 'sessionEnded', sessionOf(call.request).account, target.email);
  },

  audit: async ({ app, query }) => ({ results: await listAudit(app.db, query) }),
} satisfies Omit<
  StudioHandlers,
  | PostEndpoint
  | MediaEndpoint
  | PageEndpoint
  | SectionEndpoint
  | InboxEndpoint
  | MailSettingsEndpoint
>;
