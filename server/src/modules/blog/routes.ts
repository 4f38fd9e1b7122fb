// Blog posts, their groups and tags. A post read counts a visit (a page view counts it
// in the page route instead, see http/internal-reads.ts).
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogList,
  blogListQuery,
  blogPost,
  groupList,
  MAX_SEARCH_RESULTS,
  postParams,
  relatedPosts,
  tagList,
  tagListQuery,
} from '@contract/blog';
import { langQuery } from '@contract/common';
import { notFound, orNotFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { preparedGet } from '../../http/prepared-get';
import { listPosts } from './list-posts';
import { findPost, listGroups, listTags, postExists } from './queries';
import { relatedPosts as findRelated } from './related-posts';

const tags = ['blog'];

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  preparedGet(app, READS.posts.route, {
    tags,
    description: `Posts in the language, newest first by default. \`search\` matches title, short description and body, folding Persian and Arabic letter forms and digits; a search lists and counts at most its first ${MAX_SEARCH_RESULTS} posts in the order asked for. \`group\` and \`tags\` take comma-joined ids; \`exclude\` leaves out the posts whose ids it joins (the list under a featured post).`,
    querystring: blogListQuery.extend(langQuery.shape),
    answer: blogList,
    showsVisits: true,
    produce: async (request) =>
      pageOf(request, await listPosts(app.db, request.lang, request.query, app.postCounts)),
  });

  preparedGet(app, READS.post.route, {
    tags,
    description: 'One post with its body and gallery; 404 when it does not exist in the language.',
    params: postParams,
    querystring: langQuery,
    answer: blogPost,
    showsVisits: true,
    produce: async (request) =>
      orNotFound(await findPost(app.db, request.lang, pathId(request.params.id))),
    afterSend: (request) => {
      if (!app.internalReads.isInternal(request))
        app.visits.record('blog_posts', pathId(request.params.id), request.lang);
    },
  });

  preparedGet(app, READS.relatedPosts.route, {
    tags,
    description: 'Up to 8 other posts sharing a group or a tag, newest first.',
    params: postParams,
    querystring: langQuery,
    answer: relatedPosts,
    showsVisits: true,
    produce: async (request) => {
      const id = pathId(request.params.id);
      // Asked together: on PostgreSQL, over two connections at once.
      const [exists, related] = await Promise.all([
        postExists(app.db, request.lang, id),
        findRelated(app.db, request.lang, id),
      ]);
      if (!exists) throw notFound();
      return related;
    },
  });

  preparedGet(app, READS.groups.route, {
    tags,
    description: 'Blog categories.',
    querystring: langQuery,
    answer: groupList,
    produce: (request) => listGroups(app.db, request.lang),
  });

  preparedGet(app, READS.tags.route, {
    tags,
    description: 'Blog tags; `ordering=-visited` puts the tags of the most read posts first.',
    querystring: tagListQuery.extend(langQuery.shape),
    answer: tagList,
    showsVisits: true,
    produce: (request) =>
      listTags(app.db, request.lang, request.query.ordering, request.query.limit),
  });
};
