import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaFile = async (fileName: string) => ({
  fileName,
  contents: await readFile(join(import.meta.dirname, fileName), 'utf8'),
});

/**
 * libxml2's complaints about a sitemap index (against sitemaps.org's siteindex.xsd) or a sitemap (sitemap.xsd,
 * with the XHTML link of its language versions); none for a valid file.
 */
export async function sitemapSchemaErrors(kind: 'index' | 'sitemap', xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: `${kind}.xml`, contents: xml }],
    schema: [await schemaFile(kind === 'index' ? 'siteindex.xsd' : 'sitemap-hreflang.xsd')],
    preload: kind === 'index' ? [] : await Promise.all(['sitemap.xsd', 'xhtml-link.xsd'].map(schemaFile)),
  });
  return result.errors.map((error) => error.rawMessage);
}
