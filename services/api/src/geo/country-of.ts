import type { Request } from 'express';
import geoip from 'geoip-country';

/** The reader's country, lower-case ISO alpha-2: the profile's when known, else the request address's. */
export type CountryOf = (request: Request) => string | undefined;

/**
 * Looks the address up in the GeoLite2 country database that ships inside the geoip-country package, so
 * nothing is downloaded at run time. Loopback and private addresses have no country.
 */
export const countryOfRequest: CountryOf = (request) => {
  const fromProfile = request.ctx.user?.country;
  if (fromProfile) return fromProfile.toLowerCase();
  const address = request.ip?.replace(/^::ffff:/, '');
  const found = address ? geoip.lookup(address) : null;
  return found?.country.toLowerCase();
};
