// The route table: the same pages at the plain (Persian) addresses and under a language
// prefix. Each screen is its own lazily loaded chunk.
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LanguageRoot } from './layout/language-root';
import { NotFound } from './layout/not-found';
import { RouteError } from './layout/route-error';

const pages: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/home-route') },
  { path: 'about', lazy: () => import('../features/about/about-route') },
  { path: 'blog-list', lazy: () => import('../features/blog/list/blog-list-route') },
  { path: 'blog-list/:slug', lazy: () => import('../features/blog/post/blog-post-route') },
  { path: 'media', lazy: () => import('../features/media/media-route') },
  { path: 'portfolio', lazy: () => import('../features/portfolio/portfolio-route') },
  {
    path: 'portfolio-single',
    lazy: () => import('../features/portfolio/portfolio-single-route'),
  },
  { path: 'v', lazy: () => import('../features/careers/careers-route') },
  { path: 'vv', lazy: () => import('../features/careers/careers-route') },
  { path: 'forms/:slug/apply', lazy: () => import('../features/forms/apply-route') },
  { path: 'services', lazy: () => import('../features/services/services-route') },
  { path: 'page/:slug', lazy: () => import('../features/pages/custom-page-route') },
  { path: 'under-structure', element: <Navigate to=".." replace /> },
  { path: 'under-maintenance', element: <Navigate to=".." replace /> },
  { path: '*', element: <NotFound /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <LanguageRoot />, errorElement: <RouteError />, children: pages },
  { path: '/:lang', element: <LanguageRoot />, errorElement: <RouteError />, children: pages },
];
