import type { ReactNode } from 'react';
import { ReturnHere } from '../components/ReturnHere.tsx';

/**
 * A banner's answer, posted as a plain form until the scripts have taken over (their buttons then answer on the
 * device), so a tap on a slow phone is never lost.
 */
export function BannerForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <form method="post" action="/settings/banners" className={className}>
      <ReturnHere />
      {children}
    </form>
  );
}
