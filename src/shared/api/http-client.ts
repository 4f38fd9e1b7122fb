// The site's HTTP client (axios) with the service's base address. Loaded with the first
// request the browser makes, not with the page.
import axios from 'axios';
import { API_BASE } from './api-base';

export const http = axios.create({
  baseURL: API_BASE,
  headers: { 'Content-Type': 'application/json' },
});
