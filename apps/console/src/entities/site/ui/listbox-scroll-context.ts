import { createContext, type MutableRefObject } from "react";

/** Lets the picker ask the virtual listbox to bring an option (by site id) into view. */
export const ListboxScrollContext = createContext<MutableRefObject<((key: string) => void) | null> | null>(null);
