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
