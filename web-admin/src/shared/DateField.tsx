import { DateField as RaDateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** react-admin's DateField in the interface's language rather than the browser's. */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <RaDateField {...props} locales={locale} />;
}

/** A date with its time of day, as a list column (`<DataTable.Col field={DateTimeField} />`). */
export function DateTimeField(props: DateFieldProps) {
  return <DateField {...props} showTime />;
}
