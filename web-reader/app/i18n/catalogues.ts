import { useEffect, useState } from 'react';
import type { CompiledMessages } from './messages.ts';

/**
 * A language's messages travel as a file of their own, named by its content's hash and cached for a year, rather
 * than inside every page: on a slow network each page is ~15 KiB lighter, and a reader downloads the catalogue
 * once per language and release. The server fills this map as it renders; the browser fetches into it.
 */
export const CATALOGUE_PATH = '/i18n/';

const catalogues = new Map<string, Partial<CompiledMessages>>();

export function rememberCatalogue(address: string, messages: Partial<CompiledMessages>): void {
  catalogues.set(address, messages);
}

export function catalogueAt(address: string): Partial<CompiledMessages> | undefined {
  return catalogues.get(address);
}

export async function fetchCatalogue(address: string): Promise<Partial<CompiledMessages>> {
  const known = catalogues.get(address);
  if (known) return known;
  const response = await fetch(address);
  if (!response.ok) throw new Error(`the messages at ${address} answered ${response.status}`);
  const messages = (await response.json()) as Partial<CompiledMessages>;
  catalogues.set(address, messages);
  return messages;
}

/**
 * The messages at `address`; while a newly chosen language's catalogue is on its way, the ones shown before (a
 * failed fetch keeps them: the next change of language asks again).
 */
export function useCatalogue(address: string): Partial<CompiledMessages> {
  const known = catalogues.get(address);
  const [shown, setShown] = useState<Partial<CompiledMessages>>(() => known ?? {});
  useEffect(() => {
    let wanted = true;
    fetchCatalogue(address).then(
      (messages) => wanted && setShown(messages),
      (error: unknown) => console.warn(error),
    );
    return () => {
      wanted = false;
    };
  }, [address]);
  return known ?? shown;
}
