import { createFormHookContexts } from "@tanstack/react-form";

/** The contexts the bound fields read their field and form from (TanStack Form's composition API). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
