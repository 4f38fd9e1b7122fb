// The blog: GET /content/v1/Blog/ (paged list), /content/v1/Blog/{id}, its related
// posts, and the groups and tags that filter it.
import { z } from 'zod';
import {
  bannerPair,
  booleanQuery,
  idListQuery,
  idTitle,
  orderingQuery,
  pagedSchema,
  pagingQuery,
  queryRule,
} from './common';

export const MAX_SEARCH_LENGTH = 200;

/**
 * A search lists (and counts) at most this many posts, the first ones in the list's order;
 * a page past them is empty. Counting every post that holds an everyday word means reading
 * every post of the language, so an unbounded count grows with the blog; 1,000 posts are
 * 112 pages of 9, more than anyone pages through.
 */
export const MAX_SEARCH_RESULTS = 1000;

export const blogListQuery = pagingQuery.extend({
  search: z.string().max(MAX_SEARCH_LENGTH, queryRule('tooLong', MAX_SEARCH_LENGTH)).optional(),
  title: z.string().max(MAX_SEARCH_LENGTH, queryRule('tooLong', MAX_SEARCH_LENGTH)).optional(),
  is_featured: booleanQuery,
  ordering: orderingQuery(['created_at', 'updated_at', 'visited', 'title']),
  group: idListQuery,
  tags: idListQuery,
  /** Posts left out by id: the blog list leaves out the featured post shown above it. */
  exclude: idListQuery,
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  short_description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  visited: z.number().int(),
  is_featured: z.boolean(),
  banner: bannerPair,
  tags: z.array(idTitle),
  group: z.array(idTitle),
});
export type BlogListItem = z.infer<typeof blogListItem>;

export const blogList = pagedSchema(blogListItem);

export const galleryItem = z.object({ photo_file: z.string(), title: z.string() });

export const blogPost = blogListItem.extend({
  body: z.string(),
  gallery: z.array(galleryItem),
});
export type BlogPost = z.infer<typeof blogPost>;

export const relatedPosts = z.array(blogListItem);

export const postParams = z.object({ id: z.string().max(40) });

export const groupList = z.array(idTitle);

export const tagListQuery = z.object({
  ordering: orderingQuery(['visited', 'title']),
  limit: pagingQuery.shape.limit,
});
export const tagList = z.array(idTitle);
