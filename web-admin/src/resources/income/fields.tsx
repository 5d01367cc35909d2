import { microEuroDecimal } from '@afrimedia/domain/money';
import { Typography } from '@mui/material';
import { FunctionField, ReferenceField, useLocaleState, useRecordContext } from 'react-admin';
import type { AdminUserRecord } from '@afrimedia/contracts';

/**
 * An amount of integer micro-euros (a rate, a month's earnings before rounding) as euros in the interface's
 * language, every one of its six decimals that is not a trailing zero kept: a rate is often under a cent.
 */
export function MicroEuroField({ source }: { source: string; label?: string }) {
  const [locale] = useLocaleState();
  const microEuros = useRecordContext()?.[source];
  if (typeof microEuros !== 'number') return null;
  const euros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  return (
    <Typography component="span" variant="body2">
      {euros.format(microEuroDecimal(microEuros))}
    </Typography>
  );
}

/** A month by its first day (`2026-10-01`), named in the interface's language: "October 2026". */
export function MonthField({ source }: { source: string; label?: string }) {
  const [locale] = useLocaleState();
  const day = useRecordContext()?.[source];
  if (typeof day !== 'string') return null;
  // The day is a UTC calendar day: read in the browser's zone, west of Greenwich it would be the month before.
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Typography component="span" variant="body2">
      {month.format(new Date(`${day}T00:00:00.000Z`))}
    </Typography>
  );
}

/** The author a row is about, by name (read in one call for the page), opening their page in the console. */
export function AuthorField({ source }: { source: string; label?: string }) {
  return (
    <ReferenceField source={source} reference="users" link="show">
      <FunctionField<AdminUserRecord> render={(user) => `${user.firstName} ${user.lastName}`} />
    </ReferenceField>
  );
}
