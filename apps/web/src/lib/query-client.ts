// One QueryClient for the app (the server's rendering of a first screen makes its own for each
// request, with the same settings). Answers are business envelopes: a failed code is not retried.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
