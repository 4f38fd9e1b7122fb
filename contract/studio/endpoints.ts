// Every call of the studio's API, once: its method, its path under STUDIO_PREFIX, who may
// call it, what it takes and what it answers. The service registers its routes from this
// table (and refuses a role the table does not name), the studio sends through it, the
// OpenAPI document describes it, and a test walks every endpoint with every role.
import type { z } from 'zod';
import { API_PREFIX } from '../api-routes';
import {
  accountAddBody,
  accountChangeBody,
  accountList,
  accountParams,
  account,
  auditList,
  auditQuery,
  emailChangeBody,
  passwordChangeBody,
  profileBody,
  sessionList,
  sessionParams,
  setupBody,
  setupState,
  signInBody,
  signedIn,
} from './accounts';
import type { StudioAccess } from './roles';

/** Where the studio's API answers; its answers are never cached, never indexed. */
export const STUDIO_PREFIX = `${API_PREFIX}/studio/v1`;

/** The header a state-changing request carries its session's token in. */
export const CSRF_HEADER = 'x-csrf-token';

export interface StudioEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  access: StudioAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; none for 204. */
  answer?: z.ZodType;
}

const OWNER = ['owner'] as const;

export const STUDIO_ENDPOINTS = {
  setupState: {
    method: 'GET',
    path: '/setup',
    access: 'public',
    summary: 'Whether the studio still waits for its owner (no account yet).',
    answer: setupState,
  },
  setup: {
    method: 'POST',
    path: '/setup',
    access: 'public',
    summary: 'Creates the owner through the one-time address printed at start, and signs in.',
    body: setupBody,
    answer: signedIn,
  },
  signIn: {
    method: 'POST',
    path: '/session',
    access: 'public',
    summary: 'Signs in: a new session in an HttpOnly, SameSite=Strict cookie.',
    body: signInBody,
    answer: signedIn,
  },
  currentSession: {
    method: 'GET',
    path: '/session',
    access: 'signedIn',
    summary: 'The signed-in account and its CSRF token.',
    answer: signedIn,
  },
  signOut: {
    method: 'DELETE',
    path: '/session',
    access: 'signedIn',
    summary: 'Signs out: the session ends on the service.',
  },
  ownSessions: {
    method: 'GET',
    path: '/sessions',
    access: 'signedIn',
    summary: "The signed-in account's sessions.",
    answer: sessionList,
  },
  endOwnSession: {
    method: 'DELETE',
    path: '/sessions/:id',
    access: 'signedIn',
    summary: "Ends one of the account's own sessions.",
    params: sessionParams,
  },
  changeProfile: {
    method: 'PATCH',
    path: '/account',
    access: 'signedIn',
    summary: "Changes the account's name or the studio's language.",
    body: profileBody,
    answer: account,
  },
  changePassword: {
    method: 'POST',
    path: '/account/password',
    access: 'signedIn',
    summary:
      "Changes the password (the current one asked again); ends the account's other sessions.",
    body: passwordChangeBody,
    answer: signedIn,
  },
  changeEmail: {
    method: 'POST',
    path: '/account/email',
    access: 'signedIn',
    summary: 'Changes the e-mail (the current password asked again).',
    body: emailChangeBody,
    answer: account,
  },
  accounts: {
    method: 'GET',
    path: '/accounts',
    access: OWNER,
    summary: 'Every account.',
    answer: accountList,
  },
  addAccount: {
    method: 'POST',
    path: '/accounts',
    access: OWNER,
    summary: 'Adds an account with a role.',
    body: accountAddBody,
    answer: account,
  },
  changeAccount: {
    method: 'PATCH',
    path: '/accounts/:id',
    access: OWNER,
    summary: "Changes an account's role or suspends it; either ends its sessions at once.",
    params: accountParams,
    body: accountChangeBody,
    answer: account,
  },
  accountSessions: {
    method: 'GET',
    path: '/accounts/:id/sessions',
    access: OWNER,
    summary: "An account's sessions.",
    params: accountParams,
    answer: sessionList,
  },
  endAccountSessions: {
    method: 'DELETE',
    path: '/accounts/:id/sessions',
    access: OWNER,
    summary: 'Ends every session of an account.',
    params: accountParams,
  },
  audit: {
    method: 'GET',
    path: '/audit',
    access: OWNER,
    summary: 'The audit log, newest first.',
    query: auditQuery,
    answer: auditList,
  },
} as const satisfies Record<string, StudioEndpoint>;

export type StudioEndpointName = keyof typeof STUDIO_ENDPOINTS;

/** A path with its `:id` filled in. */
export function studioPath(name: StudioEndpointName, params: Record<string, string | number> = {}) {
  return `${STUDIO_PREFIX}${STUDIO_ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key])),
  )}`;
}
