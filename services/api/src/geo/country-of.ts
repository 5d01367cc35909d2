import type { Request } from 'express';
import geoip from 'geoip-country';

/** The reader's country, lower-case ISO alpha-2: the profile's when known, else the request address's. */
export type CountryOf = (request: Request) => string | undefined;

/**
 * The lower-case ISO alpha-2 country of an address, looked up in the GeoLite2 country database that ships inside
 * the geoip-country package, so nothing is downloaded at run time. Loopback and private addresses have none.
 */
export function countryOfAddress(address: string | undefined): string | undefined {
  const bare = address?.replace(/^::ffff:/, '');
  const found = bare ? geoip.lookup(bare) : null;
  return found?.country.toLowerCase();
}

export const countryOfRequest: CountryOf = (request) => {
  const fromProfile = request.ctx.user?.country;
  if (fromProfile) return fromProfile.toLowerCase();
  return countryOfAddress(request.ip);
};
