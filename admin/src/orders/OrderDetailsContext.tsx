import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

/**
 * Opens the details dialog of an order. The dialog lives beside the table, not in a row: a status change
 * reloads the list, and an order that leaves the current filter must not take its open dialog with it.
 */
export const OrderDetailsContext = createContext<(id: Identifier) => void>(() => undefined);

export const useShowOrderDetails = () => useContext(OrderDetailsContext);
