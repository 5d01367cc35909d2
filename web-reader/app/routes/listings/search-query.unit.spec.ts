import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query.ts';

const query = (search: string) => searchQuery(new URLSearchParams(search));

describe('the search address as the API query', () => {
  it('sorts alphabetically from A to Z whatever direction was asked', () => {
    expect(query('orderBy=alphabetical&direction=desc')).toMatchObject({
      orderBy: 'alphabetical',
      direction: 'asc',
    });
    expect(query('orderBy=alphabetical').direction).toBe('asc');
  });

  it('runs every other order descending unless ascending is asked', () => {
    expect(query('orderBy=date').direction).toBe('desc');
    expect(query('orderBy=popularity&direction=asc').direction).toBe('asc');
    expect(query('orderBy=popularity&direction=sideways').direction).toBe('desc');
    expect(query('').direction).toBe('desc');
  });

  it('leaves out the fields left empty', () => {
    expect(query('filter=&country=&region=%20%20&theme=&type=&orderBy=&page=')).toEqual({
      direction: 'desc',
      page: 1,
      page_size: 12,
    });
  });

  it('keeps what was filled in, trimmed', () => {
    expect(
      query(
        'filter=%20mbalax%20night%20&country=SN&region=Dakar&age=12-age-restriction&theme=music&type=video&orderBy=date&page=3',
      ),
    ).toEqual({
      filter: 'mbalax night',
      country: 'sn',
      region: 'Dakar',
      age: '12-age-restriction',
      theme: 'music',
      type: 'video',
      orderBy: 'date',
      direction: 'desc',
      page: 3,
      page_size: 12,
    });
  });

  it('drops values the API would refuse instead of failing the search', () => {
    const refused = query('theme=astrology&type=movie&orderBy=random&page=-2&country=Senegal&age=adults');
    expect(refused).not.toHaveProperty('country');
    expect(refused).not.toHaveProperty('age');
    expect(refused).not.toHaveProperty('theme');
    expect(refused).not.toHaveProperty('type');
    expect(refused).not.toHaveProperty('orderBy');
    expect(refused.page).toBe(1);
    expect(query(`filter=${'a'.repeat(300)}`).filter).toHaveLength(200);
  });
});
