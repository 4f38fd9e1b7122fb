// Runs the migrations in order; used on start and by `npm run db:migrate`.
import { Migrator } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/0001-initial';
import * as jobPostingFacts from './migrations/0002-job-posting-facts';
import * as blogSearchIndex from './migrations/0003-blog-search-index';
import * as blogListOrderIndexes from './migrations/0004-blog-list-order-indexes';
import * as blogTagVisits from './migrations/0005-blog-tag-visits';
import * as blogSitemapIndex from './migrations/0006-blog-sitemap-index';
import * as blogTagRecountByTag from './migrations/0007-blog-tag-recount-by-tag';
import * as blogSearchByLanguage from './migrations/0008-blog-search-by-language';
import * as blogLinksByLabel from './migrations/0009-blog-links-by-label';
import * as blogFeaturedIndex from './migrations/0010-blog-featured-index';
import * as blogSearchWholeWords from './migrations/0011-blog-search-whole-words';
import * as blogShortWords from './migrations/0012-blog-short-words';
import * as blogSearchWordsOnce from './migrations/0013-blog-search-words-once';
import * as blogSearchWords from './migrations/0014-blog-search-words';
import * as blogSearchIndexMerges from './migrations/0015-blog-search-index-merges';
import * as blogVisitWrites from './migrations/0016-blog-visit-writes';
import * as blogPostVisits from './migrations/0017-blog-post-visits';
import * as studioAccounts from './migrations/0018-studio-accounts';
import * as studioDrafts from './migrations/0019-studio-drafts';
import * as studioKeys from './migrations/0020-studio-keys';
import * as studioMedia from './migrations/0021-studio-media';
import * as contentWithdrawals from './migrations/0022-content-withdrawals';
import * as customPagePaths from './migrations/0023-custom-page-paths';
import * as submissionInbox from './migrations/0025-submission-inbox';
import * as mail from './migrations/0024-mail';
import * as mailBySubmission from './migrations/0026-mail-by-submission';

/** Every migration, by name, in the order they apply. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-job-posting-facts': jobPostingFacts,
  '0003-blog-search-index': blogSearchIndex,
  '0004-blog-list-order-indexes': blogListOrderIndexes,
  '0005-blog-tag-visits': blogTagVisits,
  '0006-blog-sitemap-index': blogSitemapIndex,
  '0007-blog-tag-recount-by-tag': blogTagRecountByTag,
  '0008-blog-search-by-language': blogSearchByLanguage,
  '0009-blog-links-by-label': blogLinksByLabel,
  '0010-blog-featured-index': blogFeaturedIndex,
  '0011-blog-search-whole-words': blogSearchWholeWords,
  '0012-blog-short-words': blogShortWords,
  '0013-blog-search-words-once': blogSearchWordsOnce,
  '0014-blog-search-words': blogSearchWords,
  '0015-blog-search-index-merges': blogSearchIndexMerges,
  '0016-blog-visit-writes': blogVisitWrites,
  '0017-blog-post-visits': blogPostVisits,
  '0018-studio-accounts': studioAccounts,
  '0019-studio-drafts': studioDrafts,
  '0020-studio-keys': studioKeys,
  '0021-studio-media': studioMedia,
  '0022-content-withdrawals': contentWithdrawals,
  '0023-custom-page-paths': customPagePaths,
  '0024-mail': mail,
  '0025-submission-inbox': submissionInbox,
  '0026-mail-by-submission': mailBySubmission,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
