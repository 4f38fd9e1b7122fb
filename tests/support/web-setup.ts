// Component tests: DOM matchers-free setup; each test cleans up what it rendered.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
