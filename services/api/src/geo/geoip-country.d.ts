declare module 'geoip-country' {
  interface Lookup {
    readonly country: string;
    readonly name: string;
    readonly continent: string;
  }
  const geoip: { lookup(address: string): Lookup | null };
  export default geoip;
}
