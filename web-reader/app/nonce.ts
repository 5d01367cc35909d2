import { createContext, useContext } from 'react';

/** The response's CSP nonce during the server render; the browser hides it after load, so it reads '' there. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
