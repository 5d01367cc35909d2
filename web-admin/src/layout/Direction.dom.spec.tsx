import { useTheme } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { Direction } from './Direction.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

function ThemeDirection() {
  return <output aria-label="theme direction">{useTheme().direction}</output>;
}

function renderConsole(locale = 'en') {
  return render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Direction>
        <LanguagePicker />
        <ThemeDirection />
      </Direction>
    </AdminContext>,
  );
}

const documentDirection = () => [document.documentElement.dir, document.documentElement.lang];

afterEach(() => {
  document.documentElement.dir = '';
  document.documentElement.lang = '';
});

describe('the language picker and the direction', () => {
  it('offers the four languages, each named in itself and marked with its language', async () => {
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['العربية', 'ar'],
      ['Español', 'es'],
    ]);
  });

  it('lays the console out right to left once Arabic is picked, and back left to right for Spanish', async () => {
    renderConsole();
    expect(await screen.findByLabelText('theme direction')).toHaveProperty('textContent', 'ltr');
    expect(documentDirection()).toEqual(['ltr', 'en']);

    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await screen.findByRole('button', { name: 'اللغة: العربية' });
    expect(screen.getByLabelText('theme direction').textContent).toBe('rtl');
    expect(documentDirection()).toEqual(['rtl', 'ar']);
    // MUI's styles are then written flipped, by the right-to-left cache.
    expect(document.head.querySelector('style[data-emotion^="rtl"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    await screen.findByRole('button', { name: 'Idioma: Español' });
    expect(screen.getByLabelText('theme direction').textContent).toBe('ltr');
    expect(documentDirection()).toEqual(['ltr', 'es']);
  });

  it('opens right to left for a browser set to Arabic', async () => {
    renderConsole('ar');
    expect((await screen.findByLabelText('theme direction')).textContent).toBe('rtl');
    expect(documentDirection()).toEqual(['rtl', 'ar']);
  });
});
