import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, provided by entry.server.tsx. In the browser it
 * is empty: browsers hide nonce attributes, and React knows not to compare them.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
