import { createContext, useContext } from 'react';
import { NO_INLINE_CSS, type InlineCss } from './context.ts';

/** The stylesheets inlined by the server; empty in the browser, which keeps what the server sent. */
export const InlineCssContext = createContext<InlineCss>(NO_INLINE_CSS);
export const useInlineCss = () => useContext(InlineCssContext);
