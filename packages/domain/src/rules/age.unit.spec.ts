import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkMinimumAge,
  DEFAULT_AGE_FILTER,
  isHiddenByAgeFilter,
  maturityAge,
  maturitySlug,
} from './age.ts';

describe('minimum age 18', () => {
  const now = '2025-06-15T10:00:00.000Z';

  it('counts full years on calendar dates', () => {
    expect(ageOn('2007-06-15', now)).toBe(18);
    expect(ageOn('2007-06-16', now)).toBe(17);
    expect(ageOn('2007-05-31', now)).toBe(18);
  });

  it('accepts a user on their 18th birthday', () => {
    expect(checkMinimumAge('2007-06-15', now)).toBeUndefined();
  });

  it('refuses a user one day short of 18', () => {
    expect(checkMinimumAge('2007-06-16', now)).toMatchObject({
      code: 'UNDER_MINIMUM_AGE',
      field: 'birthdate',
    });
  });

  it('refuses a birthdate that is not a date', () => {
    expect(checkMinimumAge('not-a-date', now)).toMatchObject({ code: 'UNDER_MINIMUM_AGE' });
  });
});

describe('maturity categories', () => {
  it('reads the age of N-age-restriction slugs', () => {
    expect(maturityAge('16-age-restriction')).toBe(16);
    expect(maturityAge('no-age-restriction')).toBe(0);
    expect(maturityAge('sport')).toBeUndefined();
    expect(maturitySlug(12)).toBe('12-age-restriction');
    expect(maturitySlug(0)).toBe('no-age-restriction');
  });

  it('the default filter hides nothing', () => {
    expect(DEFAULT_AGE_FILTER).toBe('no-age-restriction');
    expect(isHiddenByAgeFilter(DEFAULT_AGE_FILTER, ['18-age-restriction'])).toBe(false);
    expect(isHiddenByAgeFilter(DEFAULT_AGE_FILTER, [])).toBe(false);
  });

  it('hides content whose maturity age is lower than the selected age limit', () => {
    expect(isHiddenByAgeFilter(16, ['12-age-restriction'])).toBe(true);
    expect(isHiddenByAgeFilter('16-age-restriction', ['no-age-restriction'])).toBe(true);
    expect(isHiddenByAgeFilter(16, [])).toBe(true);
  });

  it('keeps content rated at or above the selected age limit', () => {
    expect(isHiddenByAgeFilter(16, ['16-age-restriction'])).toBe(false);
    expect(isHiddenByAgeFilter('12-age-restriction', ['18-age-restriction'])).toBe(false);
  });

  it('takes the strictest of several ratings and ignores other categories', () => {
    expect(isHiddenByAgeFilter(16, ['12-age-restriction', '18-age-restriction', 'sport'])).toBe(false);
  });
});
