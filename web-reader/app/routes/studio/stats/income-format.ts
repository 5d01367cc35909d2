import { useMessages } from '../../../i18n/MessagesProvider.tsx';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Euros as the author's language writes them, to the micro-euro: a read is often worth under a cent, and rounding
 * it to €0.00 would hide what it earned. `amount` is the API's exact decimal, never a float.
 */
export function useEuros(): (amount: string) => string {
  const { locale } = useMessages();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    formats.set(locale, format);
  }
  const { format: write } = format;
  // The contract checks the decimal's shape; Intl reads such a string exactly, digit by digit.
  return (amount) => write(amount as `${number}`);
}
