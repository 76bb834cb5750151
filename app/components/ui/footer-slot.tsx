import { createContext, type ReactNode, useContext } from "react";

/**
 * What the root places at the top of every public page's footer (the 'Get alerts' form): the
 * footer is drawn by each page, below the features that compose it, so the root hands it over.
 */
export const FooterSlot = createContext<ReactNode>(null);

export function useFooterSlot(): ReactNode {
  return useContext(FooterSlot);
}
