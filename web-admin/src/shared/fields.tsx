import { euroDecimal } from '@afrimedia/domain/money';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { countryName } from './country.ts';
import { formatDuration } from './duration.ts';

interface SourceProps {
  source: string;
  /** Read by react-admin's Show layouts for the field's label. */
  label?: string;
}

const valueOf = (record: Record<string, unknown> | undefined, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );

/** The value at `source` (a dotted path) of the record in context. */
const useSourceValue = (source: string): unknown => valueOf(useRecordContext(), source);

/** A field's text, set as react-admin sets its own text fields. */
function InlineText({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

/** A waiting time in seconds, as "2 h 5 min". */
export function WaitingField({ source }: SourceProps) {
  const translate = useTranslate();
  const seconds = useSourceValue(source);
  if (typeof seconds !== 'number') return null;
  return <InlineText>{formatDuration(seconds, translate)}</InlineText>;
}

/** A code shown through the catalogue (`prefix.code`), e.g. a status; an unknown code shows as it is. */
export function TranslatedField({ source, prefix }: SourceProps & { prefix: string }) {
  const translate = useTranslate();
  const value = useSourceValue(source);
  if (typeof value !== 'string') return null;
  return <InlineText>{translate(`${prefix}.${value}`, { _: value })}</InlineText>;
}

/** A status (of an application, a report, a content, a person's verification) in the interface's language. */
export function StatusField({ source }: SourceProps) {
  return <TranslatedField source={source} prefix="afrimedia.status" />;
}

/** A country by its name in the interface's language, from the code the API sends. */
export function CountryField({ source }: SourceProps) {
  const [locale] = useLocaleState();
  const code = useSourceValue(source);
  if (typeof code !== 'string') return null;
  return <InlineText>{countryName(code, locale)}</InlineText>;
}

/** An amount of integer cents as euros in the interface's language, every cent kept. */
export function EuroField({ source }: SourceProps) {
  const [locale] = useLocaleState();
  const cents = useSourceValue(source);
  if (typeof cents !== 'number') return null;
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return <InlineText>{euros.format(euroDecimal(cents))}</InlineText>;
}

/** Structured data (an event's data or metadata) as indented JSON. */
export function JsonField({ source }: SourceProps) {
  const value = useSourceValue(source);
  if (value === undefined) return null;
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}
    >
      {JSON.stringify(value, null, 2)}
    </Typography>
  );
}

/** A list of codes (topics, languages) as one comma-separated line. */
export function ListTextField({ source }: SourceProps) {
  const value = useSourceValue(source);
  if (!Array.isArray(value)) return null;
  return <InlineText>{value.join(', ')}</InlineText>;
}
