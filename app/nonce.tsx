import { createContext, useContext } from 'react';

/** The CSP nonce of the current response; empty in the browser, which hides nonces from scripts anyway. */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);

/** The stylesheet inlined by the server; empty in the browser, which keeps what the server sent. */
export const InlineCssContext = createContext('');
export const useInlineCss = () => useContext(InlineCssContext);
