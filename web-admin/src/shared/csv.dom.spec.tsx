import type { AdminAuthorApplicationRecord, AdminUserRecord } from '@afrimedia/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { AUTHOR_APPLICATION_CSV, AuthorApplicationList } from '../resources/author-applications/list.tsx';
import { USER_CSV } from '../resources/users/list.tsx';
import { csvOf } from './csv.ts';

const tendai = {
  id: 'a1',
  email: 'tendai.moyo@afrimedia.test',
  firstName: 'Tendai',
  lastName: 'Moyo',
  expertiseTitle: 'Sports commentator',
  aboutMe: '=HYPERLINK("http://example.test","more about me")',
  country: 'zw',
  photoUrl: null,
  status: 'waiting',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: 'admin-1',
  reason: null,
  waitingSeconds: 2 * 86_400 + 3 * 3600,
} satisfies AdminAuthorApplicationRecord;

const csvIn = (locale: string, records: Array<Record<string, unknown>>, columns = AUTHOR_APPLICATION_CSV) => {
  const i18n = createI18nProvider(locale);
  return csvOf(
    records.map((record) => ({ id: 'x', ...record })),
    columns,
    'author-applications',
    { translate: (key, options) => i18n.translate(key, options), locale },
  );
};

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\n');

describe('the CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names the columns in the console's language and leaves the ids out", async () => {
    const [english] = linesOf(await csvIn('en', [tendai]));
    expect(english).toBe(
      'E-mail,First name,Last name,Expertise,About,Country,Status,Submitted,Decided,Reason,Waiting for',
    );
    const [french] = linesOf(await csvIn('fr', [tendai]));
    expect(french).toBe(
      'E-mail,Prénom,Nom,Expertise,Présentation,Pays,Statut,Soumise le,Décidée le,Motif,En attente depuis',
    );
    const [arabic] = linesOf(await csvIn('ar', [tendai]));
    expect(arabic!.split(',')).toEqual([
      'البريد الإلكتروني',
      'الاسم',
      'اسم العائلة',
      'مجال الخبرة',
      'نبذة',
      'البلد',
      'الحالة',
      'تاريخ الإرسال',
      'تاريخ القرار',
      'السبب',
      'مدة الانتظار',
    ]);
  });

  it('writes the country by its name, the status and the wait as the screen does, in that language', async () => {
    const [, english] = linesOf(await csvIn('en', [tendai]));
    expect(english).toContain(',Zimbabwe,Waiting,2026-11-20T10:00:00.000Z,,,2 d 3 h');
    expect(english).not.toContain('admin-1');
    const [, french] = linesOf(await csvIn('fr', [tendai]));
    expect(french).toContain(',Zimbabwe,En attente,');
    const [, arabic] = linesOf(await csvIn('ar', [tendai]));
    expect(arabic).toContain(',زيمبابوي,في الانتظار,');
    const [, unknown] = linesOf(await csvIn('en', [{ ...tendai, country: 'Somewhere' }]));
    expect(unknown).toContain(',Somewhere,');
  });

  it('opens with a byte order mark so that spreadsheets read Arabic and accents right', async () => {
    expect((await csvIn('ar', [tendai])).startsWith('\uFEFF')).toBe(true);
  });

  it('keeps a spreadsheet from running what an applicant wrote as a formula', async () => {
    const [, row] = linesOf(await csvIn('en', [tendai]));
    expect(row).toContain(`"'=HYPERLINK(""http://example.test"",""more about me"")"`);
  });

  it("writes a person's role, verification and language in words", async () => {
    const person = {
      email: 'awa.diop@afrimedia.test',
      firstName: 'Awa',
      lastName: 'Diop',
      role: 'owner',
      userVerificationStatus: 'verified',
      lang: 'fr',
      createdAt: '2026-10-01T08:00:00.000Z',
      deactivatedAt: null,
    } satisfies Omit<AdminUserRecord, 'id'>;
    const i18n = createI18nProvider('es');
    const csv = await csvOf([{ id: 'u1', ...person }], USER_CSV, 'users', {
      translate: (key, options) => i18n.translate(key, options),
      locale: 'es',
    });
    expect(linesOf(csv)).toEqual([
      'Correo electrónico,Nombre,Apellidos,Rol,Verificación,Idioma,Creado el,Desactivado el',
      'awa.diop@afrimedia.test,Awa,Diop,Autor,Verificado,Francés,2026-10-01T08:00:00.000Z,',
    ]);
  });

  it('downloads the queue as a CSV file from its Export button', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:author-applications';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { dataProvider } = inMemoryApi({ 'author-applications': [tendai] });
    renderInAdmin(<AuthorApplicationList />, { dataProvider, resource: 'author-applications', locale: 'fr' });
    await screen.findByText('tendai.moyo@afrimedia.test');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('author-applications.csv');
    const [header, row] = linesOf(await saved[0]!.text());
    expect(header).toContain('Pays');
    expect(row).toContain('Zimbabwe');
  });
});
