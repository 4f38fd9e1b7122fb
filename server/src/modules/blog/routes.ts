// Blog posts, their groups and tags. A post read counts a visit (a page view counts it
// in the page route instead, see http/internal-reads.ts).
import { READS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogList,
  blogListQuery,
  blogPost,
  groupList,
  postParams,
  relatedPosts,
  tagList,
  tagListQuery,
} from '@contract/blog';
import { langQuery } from '@contract/common';
import { notFound } from '../../http/error-handler';
import { pathId } from '../../http/ids';
import { pageOf } from '../../http/paging';
import { listPosts } from './list-posts';
import { findPost, listGroups, listTags, relatedPosts as findRelated } from './queries';

const tags = ['blog'];

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    READS.posts.route,
    {
      schema: {
        tags,
        description:
          'Posts in the language, newest first by default. `search` matches title, short description and body, folding Persian and Arabic letter forms and digits; `group` and `tags` take comma-joined ids; `exclude` leaves out the posts whose ids it joins (the list under a featured post).',
        querystring: blogListQuery.extend(langQuery.shape),
        response: { 200: blogList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, blogList, async () => {
        const { count, results } = await listPosts(app.db, request.lang, request.query);
        return pageOf(request, request.query, count, results);
      }),
  );

  app.get(
    READS.post.route,
    {
      schema: {
        tags,
        description:
          'One post with its body and gallery; 404 when it does not exist in the language.',
        params: postParams,
        querystring: langQuery,
        response: { 200: blogPost },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      await app.prepared.send(request, reply, blogPost, async () => {
        const post = await findPost(app.db, request.lang, id);
        if (!post) throw notFound();
        return post;
      });
      if (!app.internalReads.isInternal(request)) app.visits.record('blog_posts', id, request.lang);
    },
  );

  app.get(
    READS.relatedPosts.route,
    {
      schema: {
        tags,
        description: 'Up to 8 other posts sharing a group or a tag, newest first.',
        params: postParams,
        querystring: langQuery,
        response: { 200: relatedPosts },
      },
    },
    (request, reply) => {
      const id = pathId(request.params.id);
      return app.prepared.send(request, reply, relatedPosts, async () => {
        if (!(await findPost(app.db, request.lang, id))) throw notFound();
        return findRelated(app.db, request.lang, id);
      });
    },
  );

  app.get(
    READS.groups.route,
    {
      schema: {
        tags,
        description: 'Blog categories.',
        querystring: langQuery,
        response: { 200: groupList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, groupList, () => listGroups(app.db, request.lang)),
  );

  app.get(
    READS.tags.route,
    {
      schema: {
        tags,
        description: 'Blog tags; `ordering=-visited` puts the tags of the most read posts first.',
        querystring: tagListQuery.extend(langQuery.shape),
        response: { 200: tagList },
      },
    },
    (request, reply) =>
      app.prepared.send(request, reply, tagList, () =>
        listTags(app.db, request.lang, request.query.ordering, request.query.limit),
      ),
  );
};
