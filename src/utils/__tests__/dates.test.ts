import {formatDay} from '../dates';

describe('formatDay', () => {
  it('matches the English short date of Intl in UTC', () => {
    for (const iso of [
      '2026-11-05T23:59:00Z',
      '2024-02-29T00:00:00Z',
      '2025-01-01T12:00:00Z',
      '2025-12-31T23:00:00Z',
    ]) {
      const t = Date.parse(iso);
      expect(formatDay(t)).toBe(
        new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(t),
      );
    }
    expect(formatDay(Date.parse('2026-11-05T23:59:00Z'))).toBe('Nov 5, 2026');
  });
});
