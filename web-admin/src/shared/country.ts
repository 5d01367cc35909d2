/** A country's name in the interface's language, from its ISO 3166 code as the API sends it (`zw`); the code when no name is known. */
export function countryName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    return name ?? code;
  } catch {
    // A value that is no region code at all (`Zimbabwe`, `z`) makes DisplayNames throw: it shows as it is.
    return code;
  }
}
