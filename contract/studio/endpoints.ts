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
import {
  languagesBody,
  newPostBody,
  postEditor,
  postLabels,
  postLanguageParams,
  postList,
  postListQuery,
  postParams,
  postSaveBody,
  previewBody,
  previewLink,
  revisionCompareQuery,
  revisionComparison,
  revisionList,
  revisionParams,
} from './posts';
import {
  newPageBody,
  pageEditor,
  pageLanguageParams,
  pageList,
  pageListQuery,
  pageParams,
  pageRevisionComparison,
  pageRevisionList,
  pageRevisionParams,
  pageSaveBody,
} from './custom-pages';
import {
  assigneeList,
  eraseBody,
  erasure,
  inboxChangeBody,
  inboxCounts,
  inboxExportQuery,
  inboxFileQuery,
  inboxItem,
  inboxItemParams,
  inboxList,
  inboxListQuery,
  inboxNoteBody,
  retentionRules,
} from './inbox';
import {
  sectionPageEditor,
  sectionPageLanguageParams,
  sectionPageList,
  sectionPageParams,
  sectionPageRevisionComparison,
  sectionPageRevisionList,
  sectionPageRevisionParams,
  sectionPageSaveBody,
} from './sections';
import {
  mediaAltBody,
  mediaItem,
  mediaList,
  mediaListQuery,
  mediaParams,
  mediaUploadQuery,
} from './media';
import { MEDIA_VIDEO_MAX_BYTES } from './media';
import { mailSettings, mailSettingsBody } from './mail-settings';
import type { StudioAccess } from './roles';

/** Where the studio's API answers; its answers are never cached, never indexed. */
export const STUDIO_PREFIX = `${API_PREFIX}/studio/v1`;

/** The header a state-changing request carries its session's token in. */
export const CSRF_HEADER = 'x-csrf-token';

export interface StudioEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: StudioAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; none for 204. */
  answer?: z.ZodType;
  /**
   * The write names the version it was based on (`If-Match`, the ETag its read gave); a
   * stale one is answered 412 with the current version.
   */
  ifMatch?: true;
  /**
   * The body is a file's bytes (`application/octet-stream`, at most this many), sent raw so
   * the studio can show the upload's progress; the query names the file.
   */
  upload?: { maxBytes: number };
  /**
   * The answer is a file's bytes (a CV, an export), sent by the handler with its own type,
   * disposition and policy headers; the studio downloads it rather than reading JSON.
   */
  download?: true;
}

const OWNER = ['owner'] as const;
const CONTENT = ['owner', 'editor'] as const;
/** Submissions: the people who hire and answer customers, and the owner; never editors. */
const REVIEW = ['owner', 'reviewer'] as const;

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
  media: {
    method: 'GET',
    path: '/media',
    access: CONTENT,
    summary:
      'The media library, newest first, filtered by kind or by a word of the name or alt text.',
    query: mediaListQuery,
    answer: mediaList,
  },
  uploadMedia: {
    method: 'POST',
    path: '/media',
    access: CONTENT,
    summary:
      "Adds an image (JPEG, PNG, WebP, AVIF) or video (WebM, MP4), told by its bytes; images are copied into the site's widths and formats.",
    query: mediaUploadQuery,
    upload: { maxBytes: MEDIA_VIDEO_MAX_BYTES },
    answer: mediaItem,
  },
  mediaItem: {
    method: 'GET',
    path: '/media/:id',
    access: CONTENT,
    summary: 'A media item, its alt texts and where it is used.',
    params: mediaParams,
    answer: mediaItem,
  },
  saveMediaAlt: {
    method: 'PATCH',
    path: '/media/:id',
    access: CONTENT,
    summary: "Sets an item's alt text in the languages sent (an empty one is taken out).",
    params: mediaParams,
    body: mediaAltBody,
    answer: mediaItem,
  },
  deleteMedia: {
    method: 'DELETE',
    path: '/media/:id',
    access: CONTENT,
    summary: 'Deletes an item and its copies; refused (409) while it is used.',
    params: mediaParams,
  },
  posts: {
    method: 'GET',
    path: '/posts',
    access: CONTENT,
    summary:
      "Blog posts, newest first, each language's state; filtered by a language's missing or outdated translations.",
    query: postListQuery,
    answer: postList,
  },
  createPost: {
    method: 'POST',
    path: '/posts',
    access: CONTENT,
    summary: 'A new post, written in the source language, as a draft.',
    body: newPostBody,
    answer: postEditor,
  },
  post: {
    method: 'GET',
    path: '/posts/:id',
    access: CONTENT,
    summary: 'A post in every language, its fields and their states; its ETag is its version.',
    params: postParams,
    answer: postEditor,
  },
  savePostLanguage: {
    method: 'PUT',
    path: '/posts/:id/languages/:lang',
    access: CONTENT,
    summary: "Saves one language's draft fields (and the shared ones): a revision.",
    params: postLanguageParams,
    body: postSaveBody,
    answer: postEditor,
    ifMatch: true,
  },
  publishPost: {
    method: 'POST',
    path: '/posts/:id/publish',
    access: CONTENT,
    summary: "Publishes the named languages' drafts; visitors see them at their next request.",
    params: postParams,
    body: languagesBody,
    answer: postEditor,
    ifMatch: true,
  },
  deletePost: {
    method: 'DELETE',
    path: '/posts/:id',
    access: CONTENT,
    summary:
      'Deletes a post with its drafts and revisions; refused (409) while a language is published.',
    params: postParams,
    ifMatch: true,
  },
  withdrawPost: {
    method: 'POST',
    path: '/posts/:id/withdraw',
    access: CONTENT,
    summary: 'Withdraws the named languages from visitors; their drafts stay.',
    params: postParams,
    body: languagesBody,
    answer: postEditor,
    ifMatch: true,
  },
  previewPost: {
    method: 'POST',
    path: '/posts/:id/preview',
    access: CONTENT,
    summary:
      "A signed link, valid for 30 minutes, to the post's page rendered with a language's draft.",
    params: postParams,
    body: previewBody,
    answer: previewLink,
  },
  postRevisions: {
    method: 'GET',
    path: '/posts/:id/revisions',
    access: CONTENT,
    summary: "A post's revisions, newest first: who, when, which fields.",
    params: postParams,
    answer: revisionList,
  },
  compareRevisions: {
    method: 'GET',
    path: '/posts/:id/revisions/compare',
    access: CONTENT,
    summary: 'Two revisions of one language compared field by field.',
    params: postParams,
    query: revisionCompareQuery,
    answer: revisionComparison,
  },
  postLabels: {
    method: 'GET',
    path: '/post-labels',
    access: CONTENT,
    summary: "The blog's groups and tags a post may carry, named in the source language.",
    answer: postLabels,
  },
  restoreRevision: {
    method: 'POST',
    path: '/posts/:id/revisions/:revision/restore',
    access: CONTENT,
    summary: "Restores a revision's fields as a new revision of the draft.",
    params: revisionParams,
    answer: postEditor,
    ifMatch: true,
  },
  inboxCounts: {
    method: 'GET',
    path: '/inbox/counts',
    access: REVIEW,
    summary:
      "Each box's unread and total submissions: contact messages, and each form's applications.",
    answer: inboxCounts,
  },
  inbox: {
    method: 'GET',
    path: '/inbox',
    access: REVIEW,
    summary:
      'A box of submissions, newest first, filtered by form, status, language, dates, unread or trash and searched by words.',
    query: inboxListQuery,
    answer: inboxList,
  },
  inboxItem: {
    method: 'GET',
    path: '/inbox/:box/:id',
    access: REVIEW,
    summary: 'One submission: every answer with its question as sent, its file, notes and history.',
    params: inboxItemParams,
    answer: inboxItem,
  },
  changeInboxItem: {
    method: 'PATCH',
    path: '/inbox/:box/:id',
    access: REVIEW,
    summary:
      "Changes a submission's status, assignee, read mark or place in the trash; each change recorded.",
    params: inboxItemParams,
    body: inboxChangeBody,
    answer: inboxItem,
  },
  addInboxNote: {
    method: 'POST',
    path: '/inbox/:box/:id/notes',
    access: REVIEW,
    summary: 'Adds an internal note to a submission.',
    params: inboxItemParams,
    body: inboxNoteBody,
    answer: inboxItem,
  },
  deleteInboxItem: {
    method: 'DELETE',
    path: '/inbox/:box/:id',
    access: REVIEW,
    summary: 'Deletes a submission and its file at once; logged without personal data.',
    params: inboxItemParams,
  },
  inboxFile: {
    method: 'GET',
    path: '/inbox/:box/:id/file',
    access: REVIEW,
    summary:
      "A submission's file through its signed, short-lived address, opened in the browser in a sandbox; each view logged.",
    params: inboxItemParams,
    query: inboxFileQuery,
    download: true,
  },
  exportInbox: {
    method: 'GET',
    path: '/inbox/export',
    access: REVIEW,
    summary: "The current filter's submissions as CSV (formula-safe cells) or JSON; logged.",
    query: inboxExportQuery,
    download: true,
  },
  eraseSender: {
    method: 'POST',
    path: '/inbox/erase',
    access: REVIEW,
    summary:
      'Deletes everything one person sent, found by e-mail, rows and files; logged without the address.',
    body: eraseBody,
    answer: erasure,
  },
  retention: {
    method: 'GET',
    path: '/inbox/retention',
    access: REVIEW,
    summary:
      'How long each box keeps submissions before the trash, and in the trash before deletion.',
    answer: retentionRules,
  },
  saveRetention: {
    method: 'PUT',
    path: '/inbox/retention',
    access: REVIEW,
    summary: "Sets each box's retention; boxes not named keep theirs.",
    body: retentionRules,
    answer: retentionRules,
  },
  inboxAssignees: {
    method: 'GET',
    path: '/inbox/assignees',
    access: REVIEW,
    summary: 'The accounts a submission may be assigned to (reviewers and owners, not suspended).',
    answer: assigneeList,
  },
  sectionPages: {
    method: 'GET',
    path: '/section-pages',
    access: CONTENT,
    summary:
      "The fixed pages whose texts the studio edits (home, about, services), each language's state.",
    answer: sectionPageList,
  },
  sectionPage: {
    method: 'GET',
    path: '/section-pages/:policy',
    access: CONTENT,
    summary: "A fixed page's texts in every language, each field's state; its ETag is its version.",
    params: sectionPageParams,
    answer: sectionPageEditor,
  },
  saveSectionPageLanguage: {
    method: 'PUT',
    path: '/section-pages/:policy/languages/:lang',
    access: CONTENT,
    summary: "Saves one language's draft texts of a fixed page: a revision.",
    params: sectionPageLanguageParams,
    body: sectionPageSaveBody,
    answer: sectionPageEditor,
    ifMatch: true,
  },
  publishSectionPage: {
    method: 'POST',
    path: '/section-pages/:policy/publish',
    access: CONTENT,
    summary:
      "Publishes the named languages' draft texts of a fixed page; visitors see them at their next request.",
    params: sectionPageParams,
    body: languagesBody,
    answer: sectionPageEditor,
    ifMatch: true,
  },
  previewSectionPage: {
    method: 'POST',
    path: '/section-pages/:policy/preview',
    access: CONTENT,
    summary:
      "A signed link, valid for 30 minutes, to the fixed page rendered with a language's draft texts.",
    params: sectionPageParams,
    body: previewBody,
    answer: previewLink,
  },
  sectionPageRevisions: {
    method: 'GET',
    path: '/section-pages/:policy/revisions',
    access: CONTENT,
    summary: "A fixed page's revisions, newest first: who, when, which texts.",
    params: sectionPageParams,
    answer: sectionPageRevisionList,
  },
  compareSectionPageRevisions: {
    method: 'GET',
    path: '/section-pages/:policy/revisions/compare',
    access: CONTENT,
    summary: "Two revisions of one language of a fixed page's texts compared text by text.",
    params: sectionPageParams,
    query: revisionCompareQuery,
    answer: sectionPageRevisionComparison,
  },
  restoreSectionPageRevision: {
    method: 'POST',
    path: '/section-pages/:policy/revisions/:revision/restore',
    access: CONTENT,
    summary: "Restores a revision's texts as a new revision of the fixed page's draft.",
    params: sectionPageRevisionParams,
    answer: sectionPageEditor,
    ifMatch: true,
  },
  pages: {
    method: 'GET',
    path: '/pages',
    access: CONTENT,
    summary:
      "Custom pages, newest first, each language's state; filtered by a language's missing or outdated translations.",
    query: pageListQuery,
    answer: pageList,
  },
  createPage: {
    method: 'POST',
    path: '/pages',
    access: CONTENT,
    summary:
      'A new custom page, written in the source language, as a draft; its address not taken.',
    body: newPageBody,
    answer: pageEditor,
  },
  page: {
    method: 'GET',
    path: '/pages/:id',
    access: CONTENT,
    summary:
      'A custom page in every language, its fields and their states; its ETag is its version.',
    params: pageParams,
    answer: pageEditor,
  },
  savePageLanguage: {
    method: 'PUT',
    path: '/pages/:id/languages/:lang',
    access: CONTENT,
    summary: "Saves one language's draft fields (and the address): a revision.",
    params: pageLanguageParams,
    body: pageSaveBody,
    answer: pageEditor,
    ifMatch: true,
  },
  publishPage: {
    method: 'POST',
    path: '/pages/:id/publish',
    access: CONTENT,
    summary:
      "Publishes the named languages' drafts at the page's address; a former address sends visitors to it.",
    params: pageParams,
    body: languagesBody,
    answer: pageEditor,
    ifMatch: true,
  },
  withdrawPage: {
    method: 'POST',
    path: '/pages/:id/withdraw',
    access: CONTENT,
    summary: 'Withdraws the named languages from visitors; their drafts stay.',
    params: pageParams,
    body: languagesBody,
    answer: pageEditor,
    ifMatch: true,
  },
  deletePage: {
    method: 'DELETE',
    path: '/pages/:id',
    access: CONTENT,
    summary:
      'Deletes a custom page with its drafts and revisions; refused (409) while a language is published.',
    params: pageParams,
    ifMatch: true,
  },
  previewPage: {
    method: 'POST',
    path: '/pages/:id/preview',
    access: CONTENT,
    summary:
      "A signed link, valid for 30 minutes, to the custom page rendered with a language's draft at its draft's address.",
    params: pageParams,
    body: previewBody,
    answer: previewLink,
  },
  pageRevisions: {
    method: 'GET',
    path: '/pages/:id/revisions',
    access: CONTENT,
    summary: "A custom page's revisions, newest first: who, when, which fields.",
    params: pageParams,
    answer: pageRevisionList,
  },
  comparePageRevisions: {
    method: 'GET',
    path: '/pages/:id/revisions/compare',
    access: CONTENT,
    summary: 'Two revisions of one language of a custom page compared field by field.',
    params: pageParams,
    query: revisionCompareQuery,
    answer: pageRevisionComparison,
  },
  restorePageRevision: {
    method: 'POST',
    path: '/pages/:id/revisions/:revision/restore',
    access: CONTENT,
    summary: "Restores a revision's fields as a new revision of the custom page's draft.",
    params: pageRevisionParams,
    answer: pageEditor,
    ifMatch: true,
  },
  mailSettings: {
    method: 'GET',
    path: '/mail-settings',
    access: OWNER,
    summary:
      'The mail settings (never the password, only whether one is set) and whether mail is sent at all.',
    answer: mailSettings,
  },
  saveMailSettings: {
    method: 'PUT',
    path: '/mail-settings',
    access: OWNER,
    summary:
      'Saves the SMTP server, the sender, the addresses told of contact messages and of each form, and acknowledgements; a password left out is kept.',
    body: mailSettingsBody,
    answer: mailSettings,
  },
} as const satisfies Record<string, StudioEndpoint>;

export type StudioEndpointName = keyof typeof STUDIO_ENDPOINTS;

/** A path with its `:id` filled in. */
export function studioPath(name: StudioEndpointName, params: Record<string, string | number> = {}) {
  return `${STUDIO_PREFIX}${STUDIO_ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key])),
  )}`;
}
