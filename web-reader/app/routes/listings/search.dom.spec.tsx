import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import type { ContentRow } from '../../components/ContentCard.tsx';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import Search from './search.tsx';
import { searchQuery } from './search-query.ts';
import { placeOptions } from './search.server.ts';
import { testContentRow } from '../content/test-content.ts';

/** The places the API knows of, as the loader names them. */
const places = placeOptions(
  {
    countries: [{ country: 'sn' }, { country: 'ng' }],
    regions: [
      { region: 'Dakar', country: 'sn' },
      { region: 'Lagos', country: 'ng' },
    ],
  },
  'en',
);

function showSearch(search: string, rows: ContentRow[], { lang = 'en' as Language } = {}) {
  const url = `/search${search}`;
  const query = searchQuery(new URLSearchParams(search));
  const loader = vi.fn(() => ({
    query,
    result: { rows, total: rows.length, page: query.page, page_size: query.page_size },
    places,
  }));
  const rendered = renderRoutes([{ path: '/search', Component: Search as ComponentType, loader }], {
    url,
    root: testRootData({}, lang),
  });
  return { ...rendered, loader };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('the search screen', () => {
  it('labels every field of the form and groups the filters', async () => {
    showSearch('', [testContentRow()]);
    const form = await screen.findByRole('search', { name: 'Search the platform' });
    expect(form.getAttribute('method')).toBe('get');
    expect(within(form).getByRole('searchbox', { name: 'Words to look for' })).toHaveProperty(
      'name',
      'filter',
    );
    expect(select('Sort by').name).toBe('orderBy');
    expect(select('Order').name).toBe('direction');
    const filters = within(form).getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'Country' })).toHaveProperty('name', 'country');
    expect(within(filters).getByRole('combobox', { name: 'Region' })).toHaveProperty('name', 'region');
    expect(within(filters).getByRole('combobox', { name: 'Topic' })).toHaveProperty('name', 'theme');
    expect(within(filters).getByRole('combobox', { name: 'Type' })).toHaveProperty('name', 'type');
    expect(within(filters).getAllByRole('option', { name: /Culture|Economy|Literature/ })).toHaveLength(3);
  });

  it("says 'No match found.' when nothing matches, and shows no count", async () => {
    showSearch('?filter=zzzz', []);
    expect(await screen.findByText('No match found.')).toBeTruthy();
    expect(screen.queryByText(/\d+ results?/)).toBeNull();
  });

  it('lists the results with their count', async () => {
    showSearch('?filter=mbalax', [
      testContentRow(),
      testContentRow({ id: 'c-2', slug: 'sabar', title: 'Sabar drums' }),
    ]);
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sabar drums' }).getAttribute('href')).toBe('/articles/sabar');
    expect(screen.queryByText('No match found.')).toBeNull();
  });

  it('keeps the chosen sort, filters and words in the form', async () => {
    showSearch('?filter=mbalax&orderBy=popularity&direction=asc&theme=music&type=video&region=Dakar', []);
    expect((await screen.findByRole('searchbox')).getAttribute('value')).toBe('mbalax');
    expect(select('Sort by').value).toBe('popularity');
    expect(select('Order').value).toBe('asc');
    expect(select('Topic').value).toBe('music');
    expect(select('Type').value).toBe('video');
    expect(select('Region').value).toBe('Dakar');
  });

  it('filters by age, the device’s filter chosen until the address names another', async () => {
    showSearch('', []);
    await screen.findByRole('search');
    expect(select('Age rating filter').name).toBe('age');
    expect(select('Age rating filter').selectedOptions[0]?.textContent).toBe('Every content');
    expect(select('Age rating filter').value).toBe('');
    cleanup();
    showSearch('?age=16-age-restriction', []);
    await screen.findByRole('search');
    expect(select('Age rating filter').value).toBe('16-age-restriction');
  });

  it('offers the countries and regions that exist as pick lists, the countries by name', async () => {
    showSearch('?country=SN', []);
    await screen.findByRole('search');
    const options = (name: string) =>
      Array.from(select(name).options).map((option) => [option.value, option.textContent]);
    expect(options('Country')).toEqual([
      ['', 'All countries'],
      ['ng', 'Nigeria'],
      ['sn', 'Senegal'],
    ]);
    expect(select('Country').value).toBe('sn');
    expect(options('Region')).toEqual([
      ['', 'All regions'],
      ['Dakar', 'Dakar (Senegal)'],
      ['Lagos', 'Lagos (Nigeria)'],
    ]);
  });

  it('folds the sort and filters away until the address uses them', async () => {
    const plain = showSearch('?filter=mbalax', []);
    await screen.findByRole('search');
    const closed = plain.container.querySelector('details');
    expect(closed?.open).toBe(false);
    expect(within(closed!).getByText('Sort and filter').tagName).toBe('SUMMARY');
    plain.unmount();
    const refined = showSearch('?filter=mbalax&type=podcast', []);
    await screen.findByRole('search');
    expect(refined.container.querySelector('details')?.open).toBe(true);
  });

  it('shows alphabetical order as ascending even when descending was asked', async () => {
    showSearch('?orderBy=alphabetical&direction=desc', []);
    await screen.findByRole('search');
    expect(select('Sort by').value).toBe('alphabetical');
    expect(select('Order').value).toBe('asc');
    expect(select('Order').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('puts the new query in the address, without the fields left empty', async () => {
    const user = userEvent.setup();
    const { loader } = showSearch('?filter=mbalax&page=2', [testContentRow()]);
    await screen.findByRole('search');
    await user.selectOptions(select('Sort by'), 'date');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    const [args] = loader.mock.calls[1] as unknown as [{ request: Request }];
    const address = new URL(args.request.url);
    expect(address.pathname).toBe('/search');
    expect([...address.searchParams]).toEqual([
      ['filter', 'mbalax'],
      ['orderBy', 'date'],
      ['direction', 'desc'],
    ]);
  });

  it('reads in Arabic', async () => {
    showSearch('?filter=x', [], { lang: 'ar' });
    expect(await screen.findByText('لم يتم العثور على أي نتيجة.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'عوامل التصفية' })).toBeTruthy();
  });
});
