import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { LoginPage } from './LoginPage.tsx';

const signedOut: AuthProvider = {
  login: () => Promise.reject(new Error('not used')),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

function renderLogin(locale: string) {
  return render(
    <AdminContext authProvider={signedOut} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <LoginPage />
    </AdminContext>,
  );
}

describe('the sign-in page', () => {
  it("shows the product's name as its heading, beside its mark, above the form", async () => {
    const { container } = renderLogin('en');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Afrimedia');
    expect(screen.getByText("The platform team's console")).toBeTruthy();
    const mark = container.querySelector('svg[aria-hidden="true"] rect[fill="#0b6e4f"]');
    expect(mark).not.toBeNull();
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
  });

  it("keeps the product's name and says the rest in the visitor's language", async () => {
    renderLogin('ar');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Afrimedia');
    expect(screen.getByText('لوحة تحكم فريق المنصة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
  });
});
