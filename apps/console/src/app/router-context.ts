import type { QueryClient } from "@tanstack/react-query";
import type { SessionController } from "@/features/session";

/** What every route's beforeLoad/loader receives: the query cache and the session lifecycle. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionController;
}
