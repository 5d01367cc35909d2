import type { FormEventHandler, ReactNode } from 'react';
import { Form } from 'react-router';
import { SubmitRow } from './form-parts.tsx';
import type { Intent } from './profile-result.ts';
import { tabPath, type Tab } from './tabs.ts';

/**
 * A form of the account page: it posts its `intent` back to the tab it sits in, so the action's answer shows
 * where the reader was, and ends with its one submit button (`disabled` while the form cannot be sent yet, `danger` when it cannot be
 * undone).
 */
export function TabForm({
  tab,
  intent,
  submit,
  encType,
  onSubmit,
  disabled,
  danger,
  children,
}: {
  tab: Tab;
  intent: Intent;
  submit: string;
  encType?: 'multipart/form-data';
  onSubmit?: FormEventHandler<HTMLFormElement>;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={tabPath(tab)} encType={encType} onSubmit={onSubmit} className="stack">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <SubmitRow disabled={disabled} danger={danger}>
        {submit}
      </SubmitRow>
    </Form>
  );
}
