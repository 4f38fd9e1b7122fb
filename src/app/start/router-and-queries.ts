// Importing this module evaluates the router's and the query cache's chunk (see
// vite.config.ts), so src/boot.ts can do that in a task of its own. It names one export
// of each: importing the packages whole would keep every unused part of them.
export { BrowserRouter } from 'react-router-dom';
export { QueryClient } from '@tanstack/react-query';
