import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format-date';

describe('formatDate', () => {
  it('writes Persian dates in the solar calendar with Persian digits', () => {
    const text = formatDate('2025-03-21T08:00:00Z', 'fa');
    expect(text).toContain('۱۴۰۴');
    expect(text).toContain('فروردین');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes English dates in the Gregorian calendar', () => {
    expect(formatDate('2025-03-21T08:00:00Z', 'en')).toBe('21 March 2025');
  });

  it('gives nothing for a broken date and formats numbers per language', () => {
    expect(formatDate('yesterday', 'fa')).toBe('');
    expect(formatNumber(1234, 'fa')).toBe('۱٬۲۳۴');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});
